// The faults suite's payment process: the payment service and the database only, no Next.js, so
// it can be killed and restarted 60 times a pass. It starts as `npm start` and `npm run
// jobs:renew` do (settling what a killed process left), then takes one JSON command a line on
// stdin and answers one JSON line on stdout; its logs go to stderr. PAYMENTS_FAULT in its
// environment arms the switch.
import { createInterface } from 'node:readline';
import pino from 'pino';
import { PaymentRequest } from '@/lib/schemas/payments';
import { closeDatabase } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { appServices } from '@/lib/server/container';
import { setLogDestination } from '@/lib/server/observability/logger';

interface PayCommand {
  uid: string;
  key: string;
  request: unknown;
}

// Each restart runs later than the last by more than the 10 minutes after which Postgres' start-up
// job takes a pending payment for an orphan (payment-jobs.ts): a restart "after a while".
const offset = Number(process.env.RELIABILITY_CLOCK_OFFSET_MS ?? 0);
const clock = () => new Date(Date.now() + offset);

async function pay({ uid, key, request }: PayCommand) {
  try {
    const caller = { uid, email: `${uid}@example.nz`, isAnonymous: false, emailVerified: true };
    const result = await appServices(clock).payments.createPayment(caller, PaymentRequest.parse(request), key);
    return { status: 200, txId: result.transaction.txId, transactionStatus: result.transaction.status };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    return { status: 500, code: String(error) };
  }
}

async function main() {
  // stdout carries the answers; the site's log lines (the fault's last words included) go to stderr.
  setLogDestination(pino.destination({ dest: 2, sync: true }));
  const report = await appServices(clock).payments.runJobs();
  process.stdout.write(`${JSON.stringify({ ready: true, reconciled: report.reconciled })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await pay(JSON.parse(line) as PayCommand))}\n`);
  }
}

process.on('SIGTERM', () => void closeDatabase().then(() => process.exit(0)));
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
