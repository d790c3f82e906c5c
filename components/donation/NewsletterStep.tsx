import { NewsletterPicker } from '@/components/newsletters/NewsletterPicker';
import styles from './Donation.module.css';
import { useAdvanceDonation } from './useAdvanceDonation';

/** NEWSLETTERS and ENHANCED_NEWSLETTER_SELECTION: the same lists as the newsletters page, recorded as from the donation. */
export function NewsletterStep() {
  const advance = useAdvanceDonation();
  return (
    <div className={styles.form}>
      <NewsletterPicker source="donation" />
      <button type="button" className={styles.primary} onClick={() => advance({ type: 'CONTINUE' })}>
        Continue
      </button>
    </div>
  );
}
