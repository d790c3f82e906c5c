import { AuthPage } from '@/components/auth/AuthPage';
import { InvalidNewsletterLink } from '@/components/newsletters/InvalidNewsletterLink';
import { NewsletterLinkPanel } from '@/components/newsletters/NewsletterLinkPanel';
import { type NewsletterLinkPageProps, newsletterLinkPageProps } from '@/lib/server/newsletters/newsletter-link-page';

export const getServerSideProps = newsletterLinkPageProps('unsubscribe');

/** The unsubscribe link of every newsletter email: a button, and no sign-in needed. */
export default function UnsubscribeNewsletterPage({ token, link }: NewsletterLinkPageProps) {
  return <AuthPage title="Unsubscribe">{link ? <NewsletterLinkPanel purpose="unsubscribe" link={link} token={token} /> : <InvalidNewsletterLink />}</AuthPage>;
}
