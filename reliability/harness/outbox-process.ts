// The outbox suite's process: what one instance of `npm start` runs for email, without Next.js: the
// outbox worker (and, when asked, the payment jobs that renew sandbox subscriptions), on the
// database and mailer its environment names (DATABASE_URL or PGLITE_DIR; SMTP_URL or the dev
// mailbox under DATA_DIR). It takes one JSON command a line on stdin and answers one JSON line on
// stdout; its logs go to stderr. OUTBOX_FAULT in its environment arms the kill switch.
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import { getConfig } from '@/lib/server/config';
import { appServices } from '@/lib/server/container';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { outboxMessages } from '@/lib/server/db/schema/outbox';
import { paymentMethods, sandboxCharges, subscriptions, transactions } from '@/lib/server/db/schema/payments';
import { setLogDestination } from '@/lib/server/observability/logger';
import { enqueueEmail } from '@/lib/server/outbox/outbox-service';
import { startOutboxWorker } from '@/lib/server/outbox/outbox-worker';
import type { PaymentJobsReport } from '@/lib/server/payments/payment-jobs';

interface Command {
  /** Queues `count` welcome emails keyed `{prefix}:{n}`, in one database transaction. */
  enqueue?: { prefix: string; count: number };
  /** Writes `count` members, each with a card and a monthly sandbox subscription whose period ended a minute ago. */
  seedRenewals?: { count: number };
  /** Starts `loops` outbox worker loops, and with `renew` one run of the payment jobs (reconcile, renew). */
  start?: { loops: number; renew: boolean };
  /** What the database holds now. */
  counts?: true;
}

// A restart "later": on Postgres a killed worker's emails are due again when its claim ends
// (OUTBOX_CLAIM_SECONDS), so each restart of a kill chain runs on a clock past that.
const offset = Number(process.env.RELIABILITY_CLOCK_OFFSET_MS ?? 0);
const clock = () => new Date(Date.now() + offset);
const services = appServices(clock);

const stops: (() => Promise<void>)[] = [];
const renewals: { done: number; failed: string[]; reports: PaymentJobsReport[] } = { done: 0, failed: [], reports: [] };
/** Emails this process's worker loops sent. */
let sentHere = 0;

async function enqueue({ prefix, count: total }: { prefix: string; count: number }) {
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    let made = 0;
    for (let n = 0; n < total; n++) {
      const data = { memberName: `Reader ${n}`, amount: '$10.00', billingInterval: 'MONTHLY' as const };
      if (await enqueueEmail(tx, { key: `${prefix}:${n}`, to: `reader-${prefix}-${n}@example.nz`, template: 'welcome', data })) made++;
    }
    return made;
  });
  return { queued };
}

async function seedRenewals({ count: total }: { count: number }) {
  const db = await getDb();
  const periodEnd = new Date(clock().getTime() - 60_000);
  const periodStart = new Date(periodEnd);
  periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  const run = randomUUID().slice(0, 8);
  const rows = Array.from({ length: total }, (_unused, n) => ({ uid: `renewal-${run}-${n}`, n }));
  // Batches of 250 keep each statement's parameters well under Postgres' limit of 65,535.
  for (let start = 0; start < rows.length; start += 250) {
    const batch = rows.slice(start, start + 250);
    await db.transaction(async (tx) => {
      await tx.insert(members).values(batch.map(({ uid, n }) => ({ uid, email: `${uid}@example.nz`, name: `Supporter ${n}` })));
      await tx.insert(paymentMethods).values(
        batch.map(({ uid }) => ({ id: `card_${uid}`, memberUid: uid, provider: 'sandbox' as const, providerPaymentMethodId: `pm_card_visa__${uid.replace(/-/g, '_')}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: clock().getUTCFullYear() + 3 })),
      );
      await tx.insert(subscriptions).values(
        batch.map(({ uid }) => ({
          id: `subscr_${uid}`,
          memberUid: uid,
          provider: 'sandbox' as const,
          providerSubscriptionId: `sub_sbx_${uid}`,
          paymentMethodId: `card_${uid}`,
          amount: 1_000,
          billingInterval: 'MONTHLY' as const,
          status: 'ACTIVE' as const,
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          createdAt: periodStart,
          updatedAt: periodStart,
        })),
      );
    });
  }
  return { seeded: total };
}

function start({ loops, renew }: { loops: number; renew: boolean }) {
  // One run of the payment jobs, as each instance of `npm start` runs at start: with PGlite a second
  // run in the same process would take the first one's payments under way for a killed run's.
  if (renew) {
    void services.payments.runJobs().then(
      (report) => {
        renewals.done++;
        renewals.reports.push(report);
      },
      (error: unknown) => renewals.failed.push(String(error)),
    );
  }
  const drain = async () => {
    const report = await services.outbox.drain();
    sentHere += report.sent;
    return report;
  };
  for (let loop = 0; loop < loops; loop++) stops.push(startOutboxWorker(drain, getConfig().OUTBOX_POLL_SECONDS));
  return { started: loops };
}

async function counts() {
  const db = await getDb();
  const byStatus = await db
    .select({
      status: outboxMessages.status,
      rows: count(),
      retried: sql<number>`count(*) filter (where ${outboxMessages.attempts} > 1)`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${outboxMessages.lastError} is not null)`.mapWith(Number),
    })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const outbox = Object.fromEntries(byStatus.map((row) => [row.status, row.rows]));
  const [receipts] = await db.select({ rows: count() }).from(outboxMessages).where(like(outboxMessages.key, 'receipt:%'));
  const renewalRows = await db
    .select({ status: transactions.status, rows: count() })
    .from(transactions)
    .where(isNotNull(sql`${transactions.metadata} ->> 'renewalOf'`))
    .groupBy(transactions.status);
  const [charges] = await db.select({ rows: count() }).from(sandboxCharges).where(eq(sandboxCharges.outcome, 'succeeded'));
  const [renewed] = await db
    .select({ rows: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'sandbox'), sql`${subscriptions.currentPeriodEnd} > ${clock()}`));
  return {
    pending: outbox.pending ?? 0,
    sent: outbox.sent ?? 0,
    dead: outbox.dead ?? 0,
    /** Emails that needed more than one try. */
    retried: byStatus.reduce((total, row) => total + row.retried, 0),
    /** Emails waiting for a retry after a failed try. */
    failing: byStatus.find((row) => row.status === 'pending')?.failing ?? 0,
    sentHere,
    receipts: receipts?.rows ?? 0,
    renewalTransactions: Object.fromEntries(renewalRows.map((row) => [row.status, row.rows])),
    succeededCharges: charges?.rows ?? 0,
    subscriptionsPaidAhead: renewed?.rows ?? 0,
    renewalRuns: renewals,
  };
}

async function answer(command: Command): Promise<unknown> {
  try {
    if (command.enqueue) return await enqueue(command.enqueue);
    if (command.seedRenewals) return await seedRenewals(command.seedRenewals);
    if (command.start) return start(command.start);
    if (command.counts) return await counts();
    return { error: `unknown command ${JSON.stringify(command)}` };
  } catch (error) {
    return { error: String(error) };
  }
}

async function main() {
  // stdout carries the answers; the site's log lines (the fault's last words included) go to stderr.
  setLogDestination(pino.destination({ dest: 2, sync: true }));
  await getDb();
  // As scripts/run-site.ts: with PGlite this is the only process, so what a killed run had taken is due now.
  const released = getConfig().DATABASE_URL ? 0 : await services.outbox.releaseClaims();
  process.stdout.write(`${JSON.stringify({ ready: true, released })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await answer(JSON.parse(line) as Command))}\n`);
  }
}

process.on('SIGTERM', () => {
  void Promise.all(stops.map((stop) => stop()))
    .then(() => closeDatabase())
    .then(() => process.exit(0));
});
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
