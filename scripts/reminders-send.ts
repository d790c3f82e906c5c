// npm run reminders:send: queues today's reminders now, as the site's daily job does (decision 270):
// cards that expire next month and yearly gifts that renew within 7 days. Each email's key makes it
// once, so running it again, or beside the site with Postgres, queues nothing twice. The outbox
// worker sends what it queued (`npm run outbox -- send` sends at once). With PGlite, stop the site
// first: one process opens its folder.
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { appServices } from '@/lib/server/container';
import { closeDatabase } from '@/lib/server/db/client';

async function main() {
  if (process.argv.length > 2) {
    console.error('Usage: npm run reminders:send   (no arguments: the reminders due today, New Zealand time)');
    process.exitCode = 2;
    return;
  }
  getConfig();
  try {
    const report = await appServices().reminders.sendDue();
    console.log(`Reminders: ${report.cardsExpiring} card-expiring and ${report.renewalReminders} renewal emails queued; ${report.failed} could not be queued.`);
    if (report.failed > 0) process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

main().catch(async (error: unknown) => {
  await closeDatabase().catch(() => undefined);
  exitOnStartupError(error);
});
