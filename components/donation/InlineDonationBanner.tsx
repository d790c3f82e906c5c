import { PageLink } from '@/components/navigation/PageLink';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import type { DonationInterval } from '@/lib/donation/donation-amounts';
import { formatDonationAmount } from '@/lib/donation/format-donation-amount';
import { site } from '@/lib/site';
import styles from './InlineDonationBanner.module.css';

const OFFERS: readonly { cents: number; interval: DonationInterval; label: string }[] = [
  { cents: 1000, interval: 'month', label: 'a month' },
  { cents: 2500, interval: 'one-off', label: 'once' },
];

/** INLINE_BANNER: the ask under a story; each offer opens the donation flow with it chosen. */
export function InlineDonationBanner() {
  const { track } = useAnalytics();
  const clicked = (amount: number | null, interval: DonationInterval | null) => () =>
    track(ANALYTICS_EVENTS.donationButtonClick, { placement: 'INLINE_BANNER', ...(amount ? { amount: amount / 100, interval } : {}) });
  return (
    <aside className={styles.banner} aria-labelledby="inline-donation-heading">
      <h2 id="inline-donation-heading" className={styles.heading}>
        {`${site.name} is free to read because readers pay for it`}
      </h2>
      <p className={styles.text}>If this story mattered to you, help keep the next one free for everyone.</p>
      <p className={styles.offers}>
        {OFFERS.map(({ cents, interval, label }) => (
          // Not prefetched (decision 320): the payment code loads when a reader chooses to give.
          <PageLink
            key={interval}
            className={styles.offer}
            prefetch={false}
            href={`/donate?amount=${cents}&interval=${interval}&placement=INLINE_BANNER`}
            onClick={clicked(cents, interval)}
          >
            Give {formatDonationAmount(cents)} {label}
          </PageLink>
        ))}
        <PageLink className={styles.other} href="/donate?placement=INLINE_BANNER" prefetch={false} onClick={clicked(null, null)}>
          Choose another amount
        </PageLink>
      </p>
    </aside>
  );
}
