import { getDatabase } from '../db/client';
import type { PaymentDeps } from './payment-deps';
import { completeOrphanKeys } from './idempotency/orphan-key-service';
import { paymentDeps } from './payment-wiring';
import { reconcileSandbox } from './reconcile-service';
import { renewDueSubscriptions, type RenewalReport } from './renewal-service';

// With Postgres several instances may be mid-payment; only intents this old are orphans there.
const ORPHAN_AGE_MS = 10 * 60_000;

/**
 * Settles what a killed process left pending, then renews due subscriptions. PGlite has one
 * process, so at start every pending intent is an orphan.
 */
export async function runPaymentJobs(deps?: PaymentDeps): Promise<{ reconciled: number } & RenewalReport> {
  const resolved = deps ?? (await paymentDeps());
  const single = (await getDatabase()).kind === 'pglite';
  const orphansBefore = new Date(resolved.clock().getTime() - (single ? 0 : ORPHAN_AGE_MS));
  const reconciled = await reconcileSandbox(resolved, orphansBefore);
  await completeOrphanKeys(resolved, orphansBefore);
  return { reconciled, ...(await renewDueSubscriptions(resolved)) };
}

/** Runs the jobs now and every `minutes` (0 = only now); failures are logged, never fatal. */
export function startPaymentJobs(minutes: number): () => void {
  const run = () =>
    runPaymentJobs()
      .then((report) => {
        if (report.reconciled || report.renewed || report.declined || report.paused) console.log(`[payments] reconciled ${report.reconciled}, renewed ${report.renewed}, declined ${report.declined}, paused ${report.paused}`);
      })
      .catch((error: unknown) => console.error('[payments] renewal run failed:', error));
  void run();
  if (minutes === 0) return () => undefined;
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
