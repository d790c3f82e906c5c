import type { PaymentDeps } from './payment-deps';
import { completeOrphanKeys } from './idempotency/orphan-key-service';
import { reconcileSandbox } from './reconcile-service';
import { renewDueSubscriptions, type RenewalReport } from './renewal-service';
import { log } from '../observability/logger';

// With Postgres several instances may be mid-payment; only intents this old are orphans there.
const ORPHAN_AGE_MS = 10 * 60_000;

/** PGlite has one process (no DATABASE_URL): whatever it finds pending, a killed run left. */
export const orphanAgeMs = (databaseUrl: string | undefined) => (databaseUrl ? ORPHAN_AGE_MS : 0);

export type PaymentJobsReport = { reconciled: number } & RenewalReport;

/**
 * Settles what a killed process left pending, then renews due subscriptions. PGlite has one
 * process, so at start every pending intent is an orphan.
 */
export async function runPaymentJobs(deps: PaymentDeps, orphanAge: number): Promise<PaymentJobsReport> {
  const orphansBefore = new Date(deps.clock().getTime() - orphanAge);
  const reconciled = await reconcileSandbox(deps, orphansBefore);
  await completeOrphanKeys(deps, orphansBefore);
  return { reconciled, ...(await renewDueSubscriptions(deps)) };
}

/** Runs the jobs now and every `minutes` (0 = only now); failures are logged, never fatal. */
export function startPaymentJobs(runJobs: () => Promise<PaymentJobsReport>, minutes: number): () => void {
  const run = () =>
    runJobs()
      .then((report) => {
        if (report.reconciled || report.renewed || report.declined || report.paused) {
          log().info({ ...report }, `Payments: reconciled ${report.reconciled}, renewed ${report.renewed}, declined ${report.declined}, paused ${report.paused}`);
        }
      })
      .catch((error: unknown) => log().error({ err: error }, 'Payments: the renewal run failed'));
  void run();
  if (minutes === 0) return () => undefined;
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
