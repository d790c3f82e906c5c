import type { GetServerSideProps } from 'next';
import type { NewsletterLink } from '@/lib/schemas/newsletter';
import { appServices } from '../container';
import type { NewsletterTokenPurpose } from './newsletter-token';

export interface NewsletterLinkPageProps {
  token: string;
  /** null: the token is bad, expired or for a list that is gone. */
  link: NewsletterLink | null;
}

/** getServerSideProps of the confirm and unsubscribe pages: reads the token, changes nothing. */
export function newsletterLinkPageProps(purpose: NewsletterTokenPurpose): GetServerSideProps<NewsletterLinkPageProps> {
  return async ({ query, res }) => {
    // The page names an address: never kept by a CDN or a shared cache, never sent on as a referrer.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const token = typeof query.token === 'string' ? query.token.slice(0, 2_000) : '';
    const link = token ? await appServices().newsletters.describeLink(token, purpose) : null;
    return { props: { token, link } };
  };
}
