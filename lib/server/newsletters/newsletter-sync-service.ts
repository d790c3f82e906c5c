import type { Db } from '../db/client';
import type { NewsletterProvider } from '../providers/newsletters/newsletter-provider';
import { toProviderSubscription } from './newsletter-mirror';
import { listSubscriptionRowsAfter } from './newsletter-store';

export interface SyncReport {
  sent: number;
  /** Pending sign-ups stay ours until confirmed (Mailchimp would mail its own opt-in). */
  skipped: number;
  failed: { email: string; listId: string; error: string }[];
}

/**
 * `npm run newsletters:sync`: pushes every confirmed and unsubscribed address to the provider,
 * repairing anything a failed call left behind. Safe to run again: each PUT sets the state.
 */
export async function syncSubscriptions(deps: { db: Db; provider: NewsletterProvider }, options: { batchSize?: number } = {}): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, skipped: 0, failed: [] };
  let afterId = 0;
  for (;;) {
    const rows = await listSubscriptionRowsAfter(deps.db, afterId, options.batchSize ?? 200);
    if (rows.length === 0) return report;
    for (const row of rows) {
      if (row.status === 'pending') {
        report.skipped += 1;
        continue;
      }
      try {
        await deps.provider.put(toProviderSubscription(row));
        report.sent += 1;
      } catch (error) {
        report.failed.push({ email: row.email, listId: row.listId, error: error instanceof Error ? error.message : String(error) });
      }
    }
    afterId = rows.at(-1)!.id;
  }
}
