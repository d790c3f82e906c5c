import { useAuth } from '@/hooks/useAuth';
import type { Newsletter } from '@/lib/schemas/newsletter';
import { NewsletterSignUpForm } from './NewsletterSignUpForm';
import { NewsletterToggles } from './NewsletterToggles';
import { useNewsletterLists } from './useNewsletterLists';
import styles from './Newsletters.module.css';

interface NewsletterPickerProps {
  /** Where the sign-up happens (newsletters_page, article, donation, profile…), recorded with the consent. */
  source: string;
  /** The lists, when the page already has them; otherwise they load in the browser. */
  newsletters?: Newsletter[];
  /** Names only, no descriptions: for the block inside an article. */
  compact?: boolean;
}

/**
 * Every newsletter with a way to subscribe. A member signed in with an email gets a switch per
 * list for that email; a visitor (or an anonymous session, as in the donation flow) types an
 * address and confirms by email. The newsletters page, the article block and the donation flow's
 * NEWSLETTERS and ENHANCED_NEWSLETTER_SELECTION steps all use this.
 */
export function NewsletterPicker({ source, newsletters, compact = false }: NewsletterPickerProps) {
  const lists = useNewsletterLists(newsletters);
  const { status, user } = useAuth();
  if (lists.kind === 'loading' || status === 'authenticating') {
    return (
      <p role="status" className={styles.note}>
        Loading newsletters…
      </p>
    );
  }
  if (lists.kind === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        The newsletters could not be loaded. Try again later.
      </p>
    );
  }
  if (lists.lists.length === 0) return <p className={styles.note}>There are no newsletters at the moment.</p>;
  const memberEmail = user && !user.isAnonymous ? user.email : null;
  return memberEmail ? (
    <NewsletterToggles lists={lists.lists} email={memberEmail} source={source} compact={compact} />
  ) : (
    <NewsletterSignUpForm lists={lists.lists} source={source} compact={compact} />
  );
}
