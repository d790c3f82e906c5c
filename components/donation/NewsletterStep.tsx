import { NewsletterPicker } from '@/components/newsletters/NewsletterPicker';
import { useDonationContext } from '@/hooks/useDonationContext';
import styles from './Donation.module.css';

/** NEWSLETTERS and ENHANCED_NEWSLETTER_SELECTION: the same lists as the newsletters page, recorded as from the donation. */
export function NewsletterStep() {
  const { dispatch } = useDonationContext();
  return (
    <div className={styles.form}>
      <NewsletterPicker source="donation" />
      <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'NEWSLETTERS_CHOSEN' })}>
        Continue
      </button>
    </div>
  );
}
