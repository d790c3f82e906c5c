import Link from 'next/link';
import { useDonationContext } from '@/hooks/useDonationContext';
import { siteApp } from '@/lib/site';
import styles from './Donation.module.css';

function ContinueButton({ label = 'Continue' }: { label?: string }) {
  const { dispatch } = useDonationContext();
  return (
    <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'PROMOTION_SEEN' })}>
      {label}
    </button>
  );
}

/** ENHANCED_PODCAST_DISCOVERY: our shows, one step of the enhanced signup. */
export function PodcastDiscovery() {
  return (
    <div className={styles.form}>
      <p>
        <Link href="/podcasts" target="_blank">
          Browse our podcasts (opens in a new tab)
        </Link>
      </p>
      <ContinueButton />
    </div>
  );
}

/** ENHANCED_APP_PROMOTION: the newsroom's app when it has one (configuration); the last step before thanks. */
export function AppPromotion() {
  return (
    <div className={styles.form}>
      {siteApp ? (
        <p>
          <a href={siteApp.storeUrl}>Get the app from the app store</a>
        </p>
      ) : (
        <p>Our site works on any phone: add it to your home screen from your browser&apos;s menu.</p>
      )}
      <ContinueButton label="Finish" />
    </div>
  );
}
