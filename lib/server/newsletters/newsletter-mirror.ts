import type { ProviderStatus } from '../providers/newsletters/newsletter-provider';
import type { NewsletterDeps } from './newsletter-deps';
import type { NewsletterSubscriptionRow } from './newsletter-store';

const PROVIDER_STATUS: Record<NewsletterSubscriptionRow['status'], ProviderStatus> = { pending: 'pending', active: 'subscribed', unsubscribed: 'unsubscribed' };

/** The row as the provider should hold it. */
export const toProviderSubscription = (row: NewsletterSubscriptionRow) => ({
  email: row.email,
  listId: row.listId,
  status: PROVIDER_STATUS[row.status],
  consentAt: row.consentAt,
  consentIp: row.consentIp,
});

/**
 * Tells the provider about a change the database has already recorded. Pending sign-ups are not
 * sent: Mailchimp would mail its own confirmation on top of ours. A provider failure does not
 * undo the reader's change; it is logged and `npm run newsletters:sync` repairs it.
 */
export async function mirrorToProvider(deps: Pick<NewsletterDeps, 'provider' | 'logError'>, row: NewsletterSubscriptionRow): Promise<void> {
  if (row.status === 'pending') return;
  try {
    await deps.provider.put(toProviderSubscription(row));
  } catch (error) {
    deps.logError(`could not send ${row.listId} (${row.status}) to ${deps.provider.name}`, error);
  }
}
