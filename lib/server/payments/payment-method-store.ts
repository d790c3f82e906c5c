import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '@/lib/schemas/payments';
import type { Db } from '../db/client';
import { paymentMethods, subscriptions } from '../db/schema/payments';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;

export function toPaymentMethod(row: PaymentMethodRow, isSub: boolean): PaymentMethod {
  return {
    paymentMethodId: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isSub,
    createdAt: row.createdAt.toISOString(),
  };
}

const owned = (uid: string, id: string) => and(eq(paymentMethods.id, id), eq(paymentMethods.memberUid, uid), isNull(paymentMethods.deletedAt));

/** The caller's saved card; undefined for another member's id or a deleted card. */
export async function findOwnPaymentMethod(db: Db, uid: string, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(owned(uid, id));
  return row;
}

export async function findPaymentMethodById(db: Db, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

export async function listOwnPaymentMethods(db: Db, uid: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.memberUid, uid), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** Card ids that a live subscription of the member pays with. */
export async function cardIdsInUse(db: Db, uid: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: subscriptions.paymentMethodId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.memberUid, uid));
  return new Set(rows.filter((row) => row.status !== 'DELETED' && row.id).map((row) => row.id as string));
}

export async function insertPaymentMethod(db: Db, values: NewPaymentMethodRow): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

export async function markPaymentMethodDeleted(db: Db, uid: string, id: string, now: Date): Promise<void> {
  await db.update(paymentMethods).set({ deletedAt: now }).where(owned(uid, id));
}

export async function findPaymentMethodByProviderId(db: Db, uid: string, providerPaymentMethodId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.memberUid, uid), eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId)));
  return row;
}
