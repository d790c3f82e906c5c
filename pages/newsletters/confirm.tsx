import { AuthPage } from '@/components/auth/AuthPage';
import { NewsletterLinkPanel } from '@/components/newsletters/NewsletterLinkPanel';
import { InvalidNewsletterLink } from '@/components/newsletters/InvalidNewsletterLink';
import { type NewsletterLinkPageProps, newsletterLinkPageProps } from '@/lib/server/newsletters/newsletter-link-page';

export const getServerSideProps = newsletterLinkPageProps('confirm');

/** The double opt-in link: following it is not enough, the button gives the consent. */
export default function ConfirmNewsletterPage({ token, link }: NewsletterLinkPageProps) {
  return (
    <AuthPage title="Confirm your subscription">
      {link ? <NewsletterLinkPanel purpose="confirm" link={link} token={token} /> : <InvalidNewsletterLink />}
    </AuthPage>
  );
}
