import Link from 'next/link';
import { useState } from 'react';
import { withNext } from '@/components/auth/next-path';
import styles from '@/components/library/Library.module.css';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import type { TvShowCard } from '@/lib/schemas/watchlist';
import { useWatchlist } from './useWatchlist';
import { WatchedToggle } from './WatchedToggle';

/** On a show's page: add it to the member's watch list, mark it watched, or take it off. */
export function WatchlistControls({ show }: { show: TvShowCard }) {
  const watchlist = useWatchlist();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (watchlist.status === 'unknown' || watchlist.status === 'loading') return <p role="status">Loading your watch list…</p>;
  if (watchlist.status === 'visitor') {
    return (
      <p>
        <Link href={withNext('/sign-in', `/tv/${show.slug}`)} prefetch={false}>
          Sign in
        </Link>{' '}
        to add {show.title} to your watch list.
      </p>
    );
  }
  if (watchlist.status === 'failed') return <p role="alert" className={styles.error}>Your watch list could not be loaded. Please try again later.</p>;

  const run = async (change: () => Promise<boolean>) => {
    setBusy(true);
    setFailed(!(await change()));
    setBusy(false);
  };
  const item = watchlist.items.find((i) => i.tvShowId === show.id);
  return (
    <div className={styles.section}>
      {item ? (
        <>
          <p>
            On <Link href="/watchlist">your watch list</Link> since <time dateTime={isoInNz(item.addedAt)}>{displayDate(item.addedAt)}</time>
            {item.watchedAt ? ' · watched' : ''}.
          </p>
          <div className={styles.actions}>
            <WatchedToggle watched={item.watchedAt !== null} busy={busy} onToggle={() => void run(() => watchlist.setWatched(show.id, item.watchedAt === null))} />
            <button type="button" className={styles.button} disabled={busy} onClick={() => void run(() => watchlist.remove(show.id))}>
              Remove from watch list
            </button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void run(() => watchlist.add(show.id))}>
            Add to watch list
          </button>
        </div>
      )}
      {failed ? (
        <p role="alert" className={styles.error}>
          Your watch list could not be changed. Please try again.
        </p>
      ) : null}
    </div>
  );
}
