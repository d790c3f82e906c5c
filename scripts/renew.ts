// npm run jobs:renew: settles payments a killed process left pending, then charges due sandbox subscriptions.
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { closeDatabase } from '@/lib/server/db/client';
import { appServices } from '@/lib/server/container';
import { rootLogger } from '@/lib/server/observability/logger';

async function main() {
  getConfig();
  const report = await appServices().payments.runJobs();
  // A job run by cron: its one line is a log line, JSON in production (decision 240).
  rootLogger().info({ ...report }, `Payments: reconciled ${report.reconciled}, renewed ${report.renewed}, declined ${report.declined}, paused ${report.paused}.`);
  await closeDatabase();
}

main().catch(async (error: unknown) => {
  await closeDatabase().catch(() => undefined);
  exitOnStartupError(error);
});
