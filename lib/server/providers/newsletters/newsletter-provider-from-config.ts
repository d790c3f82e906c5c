import type { Config } from '../../config';
import { createDatabaseNewsletterProvider } from './database-newsletter-provider';
import { createMailchimpNewsletterProvider } from './mailchimp-newsletter-provider';
import type { NewsletterProvider } from './newsletter-provider';

/** "ours=theirs,ours2=theirs2" (config.ts checks the shape). */
export function parseAudienceIds(value: string | undefined): Record<string, string> {
  const pairs = (value ?? '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]);
  return Object.fromEntries(pairs);
}

/** Mailchimp when its key is set, otherwise the database alone. */
export function newsletterProviderFromConfig(
  config: Pick<Config, 'MAILCHIMP_API_KEY' | 'MAILCHIMP_SERVER_PREFIX' | 'MAILCHIMP_LIST_IDS'>,
): NewsletterProvider {
  if (!config.MAILCHIMP_API_KEY || !config.MAILCHIMP_SERVER_PREFIX) return createDatabaseNewsletterProvider();
  return createMailchimpNewsletterProvider({
    apiKey: config.MAILCHIMP_API_KEY,
    serverPrefix: config.MAILCHIMP_SERVER_PREFIX,
    audienceIds: parseAudienceIds(config.MAILCHIMP_LIST_IDS),
  });
}
