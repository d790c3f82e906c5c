import { useRouter } from 'next/router';
import { useState, useSyncExternalStore } from 'react';
import { site, type SiteApp, siteApp } from '@/lib/site';
import styles from './AppBanner.module.css';

const DISMISSED_KEY = 'panui.appBannerDismissedAt';
/** A reader who says "Not now" is not asked again for a month. */
export const APP_BANNER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

const noSubscription = () => () => {};

function dismissedRecently(now: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < APP_BANNER_QUIET_MS;
  } catch {
    return false;
  }
}

/**
 * SPEC §2: an app-store banner tied to the current path. It opens this very page in the app. It
 * floats over the foot of the page rather than pushing content down, and appears only after
 * hydration, so it moves nothing (no layout shift) and the server's HTML stays cacheable.
 */
export function AppBanner({ app = siteApp }: { app?: SiteApp | null }) {
  const { asPath } = useRouter();
  // The server renders it hidden; the browser reads its storage once hydrated, so both HTMLs agree.
  const dismissedBefore = useSyncExternalStore(noSubscription, () => dismissedRecently(Date.now()), () => true);
  const [dismissedNow, setDismissedNow] = useState(false);
  if (!app || dismissedBefore || dismissedNow) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // Without storage the banner just comes back on the next visit.
    }
    setDismissedNow(true);
  };

  return (
    <aside className={styles.banner} aria-label={`${site.name} app`}>
      <p className={styles.text}>Read this in the {site.name} app</p>
      <a className={styles.open} href={`${app.deepLinkBase}${asPath}`}>
        Open in the app
      </a>
      <a className={styles.store} href={app.storeUrl}>
        Get the app
      </a>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        Not now
      </button>
    </aside>
  );
}
