import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, getDb } from '@/lib/server/db/client';
import { auditLog, refunds } from '@/lib/server/db/schema/business';
import { members } from '@/lib/server/db/schema/members';
import { transactions } from '@/lib/server/db/schema/payments';
import type { PaymentProvider } from '@/lib/server/providers/payments/payment-provider';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import type { RefundDeps } from '@/lib/server/refunds/refund-deps';

/** A member row of `type` with a unique email; answers uid and email. */
export async function memberRowOfType(type: string, name = 'Aroha Tāne'): Promise<{ uid: string; email: string }> {
  const uid = `uid-${randomUUID()}`;
  const email = `${uid}@example.nz`;
  await (await getDb()).insert(members).values({ uid, email, name, type });
  return { uid, email };
}

/** Refund deps on the test database: the sandbox (or `provider`); emails go to the outbox. */
export async function refundDeps(provider?: PaymentProvider, errors: unknown[] = []): Promise<RefundDeps> {
  const db = await getDb();
  return {
    db,
    provider: provider ?? createSandboxPaymentProvider({ db, clock: () => new Date() }),
    clock: () => new Date(),
    siteName: 'Pānui',
    logError: (_message, error) => errors.push(error),
  };
}

export const transactionRow = async (txId: string) => (await (await getDb()).select().from(transactions).where(eq(transactions.id, txId)))[0]!;
export const refundRows = async (txId: string) => (await getDb()).select().from(refunds).where(eq(refunds.transactionId, txId));
export const auditRows = async (db: Db, targetId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
