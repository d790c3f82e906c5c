import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { sandboxCharges, subscriptions, transactions } from '@/lib/server/db/schema/payments';
import { getReceipt } from '@/lib/server/payments/receipt-service';
import { paymentRequest } from '../__tests__/helpers/payment-routes';
import { startLineProcess } from './helpers/child-process';
import { createFreshDatabase } from './helpers/postgres';
import { databaseLabel } from './helpers/database-label';
import { writeFigures } from './helpers/figures';

// PAYMENTS_FAULT kills the payment process (SIGKILL) at one point of a payment; the next process
// starts (running the start-up jobs), the client retries with its key, and the ledger must hold
// each payment exactly once. At least 20 kills per point and database (issue [10]).
const RUNS = Number(process.env.RELIABILITY_FAULT_RUNS ?? 20);
const POINTS = ['after-charge', 'before-settle', 'after-settle'] as const;
const HARNESS = 'reliability/harness/payment-process.ts';
// More than the 10 minutes after which a Postgres start-up takes a pending payment for an orphan.
const RESTART_GAP_MS = 11 * 60_000;

// 63 process starts: minutes on a busy two-core machine. The limit only stops a hung run.
jest.setTimeout(30 * 60_000);

const workDir = mkdtempSync(path.join(tmpdir(), 'panui-faults-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Outcome {
  point: string;
  kills: number;
  lost: number;
  doubled: number;
  charges: number;
  receipts: number;
}
const outcomes: Outcome[] = [];

afterAll(() => {
  const sum = (field: 'kills' | 'lost' | 'doubled' | 'charges' | 'receipts') => outcomes.reduce((total, outcome) => total + outcome[field], 0);
  const perPoint = outcomes.map((outcome) => `${outcome.point} ${outcome.kills}`).join(', ');
  writeFigures('faults', [
    [`payment process kills (${databaseLabel()})`, `${sum('kills')} (${perPoint})`],
    [`charges lost after kill + restart + retry (${databaseLabel()})`, String(sum('lost'))],
    [`charges doubled after kill + restart + retry (${databaseLabel()})`, String(sum('doubled'))],
    [`receipts = charges after kills (${databaseLabel()})`, `${sum('receipts')} = ${sum('charges')}`],
  ]);
});

/**
 * Where one chain's processes keep their data: a file-backed PGlite folder, or a Postgres database
 * of its own. Chains must not share one: each runs on its own fake clock (RESTART_GAP_MS), and a
 * start-up job hours "later" would take another chain's payment in progress for an orphan.
 */
async function databaseEnv(point: string): Promise<{ DATABASE_URL?: string; PGLITE_DIR?: string }> {
  const server = process.env.RELIABILITY_POSTGRES_URL;
  return server ? { DATABASE_URL: await createFreshDatabase(server) } : { PGLITE_DIR: path.join(workDir, point) };
}

interface Chain {
  uid: string;
  sent: { key: string; monthly: boolean }[];
  retried: Map<string, Record<string, unknown>>;
  database: { DATABASE_URL?: string; PGLITE_DIR?: string };
}

/**
 * RUNS payment processes, each killed at `point` in the middle of a new payment; each next one
 * starts (running the start-up jobs) and first retries the payment the last one died in.
 */
async function killChain(point: (typeof POINTS)[number]): Promise<Chain> {
  const database = await databaseEnv(point);
  const chain: Chain = { uid: `fault_${point}_${Date.now()}`, sent: [], retried: new Map(), database };
  let previous: { uid: string; key: string; request: unknown } | null = null;
  for (let run = 0; run <= RUNS; run++) {
    const killing = run < RUNS;
    const payments = await startLineProcess(HARNESS, { ...database, PAYMENTS_FAULT: killing ? point : undefined, RELIABILITY_CLOCK_OFFSET_MS: String(run * RESTART_GAP_MS) });
    if (previous) chain.retried.set(previous.key, await payments.send(previous));
    if (!killing) {
      process.kill(payments.pid, 'SIGTERM');
      if ((await payments.exited) !== 0) throw new Error(`the last payment process did not close cleanly:\n${payments.stderr()}`);
      break;
    }
    const monthly = run % 2 === 1;
    previous = { uid: chain.uid, key: `${point}-${run}`, request: paymentRequest({ billingInterval: monthly ? 'MONTHLY' : 'ONE_OFF', amount: 1_000 + run, price: 1_000 + run }) };
    chain.sent.push({ key: previous.key, monthly });
    const answer = await payments.send(previous).catch(() => null);
    if (answer) throw new Error(`PAYMENTS_FAULT=${point} did not stop the process; it answered ${JSON.stringify(answer)}`);
    if ((await payments.exited) !== 'SIGKILL') throw new Error(`the payment process ended without SIGKILL:\n${payments.stderr()}`);
  }
  return chain;
}

// The three points' chains run side by side (each its own PGlite folder or member), as a machine
// with two cores spends most of a start waiting.
const chains = new Map<string, Promise<Chain>>();
beforeAll(() => {
  for (const point of POINTS) {
    const chain = killChain(point);
    chain.catch(() => undefined);
    chains.set(point, chain);
  }
});

describe.each(POINTS)('PAYMENTS_FAULT=%s', (point) => {
  it(`${RUNS} kills at this point, each followed by a restart and the client's retry: every payment charged and recorded exactly once`, async () => {
    const { uid, sent, retried, database: where } = await chains.get(point)!;
    const database = await openDatabase({ databaseUrl: where.DATABASE_URL, pgliteDir: where.PGLITE_DIR ?? 'memory://' });
    try {
      const { db } = database;
      const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, uid));
      const rows = await db.select().from(transactions).where(eq(transactions.memberUid, uid));
      const plans = await db.select().from(subscriptions).where(eq(subscriptions.memberUid, uid));
      const caller = { uid, email: `${uid}@example.nz`, isAnonymous: false, emailVerified: true };
      const receipts = await Promise.all(rows.map((row) => getReceipt({ db, siteName: 'Pānui' }, caller, row.id).then(() => 1, () => 0)));
      // A payment is kept when its retry answered a succeeded transaction that has exactly its one charge.
      const kept = sent.filter(({ key }) => {
        const answer = retried.get(key);
        const row = rows.find((candidate) => candidate.id === answer?.txId);
        return answer?.status === 200 && row?.status === 'succeeded' && charges.filter((charge) => charge.idempotencyKey === row.id && charge.outcome === 'succeeded').length === 1;
      });
      const unrecorded = charges.filter((charge) => !rows.some((row) => row.id === charge.idempotencyKey && row.status === 'succeeded'));
      const outcome = {
        point,
        kills: sent.length,
        lost: sent.length - kept.length + unrecorded.length,
        doubled: Math.max(0, charges.length - sent.length) + Math.max(0, rows.length - sent.length),
        charges: charges.length,
        receipts: receipts.reduce((total: number, one) => total + one, 0),
      };
      outcomes.push(outcome);
      expect(outcome).toEqual({ point, kills: RUNS, lost: 0, doubled: 0, charges: RUNS, receipts: RUNS });
      expect(plans).toHaveLength(sent.filter(({ monthly }) => monthly).length);
    } finally {
      await database.close();
    }
  });
});
