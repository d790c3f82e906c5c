// npm run newsletters:sync: pushes local newsletter subscriptions to Mailchimp (when configured).
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { newsletterProviderFromConfig } from '@/lib/server/providers/newsletters/newsletter-provider-from-config';
import { syncSubscriptions } from '@/lib/server/newsletters/newsletter-sync-service';

async function main() {
  const provider = newsletterProviderFromConfig(getConfig());
  if (provider.name === 'database') {
    console.log('Mailchimp is not configured (MAILCHIMP_API_KEY, MAILCHIMP_SERVER_PREFIX): the database is the list, nothing to sync.');
    return;
  }
  const report = await syncSubscriptions({ db: await getDb(), provider });
  console.log(`Newsletters sync: ${report.sent} sent to ${provider.name}, ${report.skipped} pending left out, ${report.failed.length} failed.`);
  for (const failure of report.failed) console.error(`  ${failure.listId} ${failure.email}: ${failure.error}`);
  await closeDatabase();
  if (report.failed.length > 0) process.exitCode = 1;
}

main().catch(exitOnStartupError);
