import type { Config } from '../config';
import type { Db } from '../db/client';
import type { NewsletterProvider } from '../providers/newsletters/newsletter-provider';
import { newsletterProviderFromConfig } from '../providers/newsletters/newsletter-provider-from-config';
import { createNewsletterTokens, DEVELOPMENT_TOKEN_SECRET, type NewsletterTokens } from './newsletter-token';
import { log } from '../observability/logger';

/** What the newsletter services need; routes get it here, tests build their own (fake clock, provider). Emails go through the outbox. */
export interface NewsletterDeps {
  db: Db;
  provider: NewsletterProvider;
  tokens: NewsletterTokens;
  now: () => Date;
  /** Absolute links in emails start here. */
  siteUrl: string;
  /** Failures of the provider (Mailchimp) are reported here, not to the reader: the sync command repairs them. */
  logError: (message: string, error: unknown) => void;
}

export interface NewsletterProviders {
  newsletters?: NewsletterProvider;
}

/** The newsletter services' dependencies, built by the container (lib/server/container.ts). */
export function buildNewsletterDeps(db: Db, config: Config, now: () => Date, providers: NewsletterProviders = {}): NewsletterDeps {
  return {
    db,
    provider: providers.newsletters ?? newsletterProviderFromConfig(config),
    tokens: createNewsletterTokens(config.NEWSLETTER_TOKEN_SECRET ?? DEVELOPMENT_TOKEN_SECRET, now),
    now,
    siteUrl: config.SITE_URL,
    logError: (message, error) => log().error({ err: error }, `Newsletters: ${message}`),
  };
}
