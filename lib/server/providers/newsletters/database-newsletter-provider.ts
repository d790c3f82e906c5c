import type { NewsletterProvider } from './newsletter-provider';

/**
 * The default: newsletter_subscriptions is the list, so there is nothing to mirror and no status
 * of its own (the services read the row).
 */
export function createDatabaseNewsletterProvider(): NewsletterProvider {
  return {
    name: 'database',
    put: async () => undefined,
    status: async () => null,
  };
}
