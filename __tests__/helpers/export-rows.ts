import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { type Db, getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { subscriptions, transactions } from '@/lib/server/db/schema/payments';
import type { ExportDeps } from '@/lib/server/exports/export-deps';

type MemberValues = typeof members.$inferInsert;
type TransactionValues = typeof transactions.$inferInsert;

/** A member row with no Firebase user behind it (an export only reads rows). */
export async function insertMemberRow(values: Partial<MemberValues> = {}): Promise<string> {
  const uid = values.uid ?? `m_${randomUUID()}`;
  await (await getDb()).insert(members).values({ uid, email: `${uid.toLowerCase()}@example.nz`, name: 'Aroha Ngata', type: 'standard', ...values });
  return uid;
}

/** A transaction of `memberUid` at `createdAt`; a succeeded one-off gift unless told otherwise. */
export async function insertTransactionRow(memberUid: string, values: Partial<TransactionValues> & { createdAt: Date }): Promise<string> {
  const id = values.id ?? `tx_${randomUUID()}`;
  await (await getDb()).insert(transactions).values({
    id,
    memberUid,
    provider: 'sandbox',
    providerChargeId: `ch_${randomUUID()}`,
    amount: 2_500,
    paymentType: 'PAY_WHAT_YOU_WANT',
    billingInterval: 'ONE_OFF',
    status: 'succeeded',
    description: 'Donation',
    ...values,
  });
  return id;
}

export async function insertSubscriptionRow(memberUid: string, values: Partial<typeof subscriptions.$inferInsert> = {}): Promise<string> {
  const id = `sub_${randomUUID()}`;
  await (await getDb()).insert(subscriptions).values({
    id,
    memberUid,
    provider: 'sandbox',
    providerSubscriptionId: `sandbox_${id}`,
    amount: 1_000,
    billingInterval: 'MONTHLY',
    status: 'ACTIVE',
    currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    ...values,
  });
  return id;
}

/** A writable that keeps every chunk it is given, as the browser would receive them. */
export class CollectingWritable extends Writable {
  readonly chunks: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk.toString('utf8'));
    done();
  }
  get text() {
    return this.chunks.join('');
  }
}

/** Export dependencies on the test database, with a fixed clock. */
export async function exportDeps(batchSize = 1_000, now = new Date('2026-11-25T00:00:00Z')): Promise<ExportDeps> {
  return { db: (await getDb()) as Db, now: () => now, batchSize };
}
