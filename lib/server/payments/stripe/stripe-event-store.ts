import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { deferredStripeEvents, webhookEvents } from '../../db/schema/payments';

export async function findMemberUidByStripeCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ uid: members.uid }).from(members).where(eq(members.stripeCustomerId, customerId));
  return row?.uid;
}

export async function isEventApplied(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
  return Boolean(row);
}

/** Marks an event applied; false when it already was (a concurrent delivery won). */
export async function markEventApplied(db: Db, id: string, type: string, at: Date): Promise<boolean> {
  const rows = await db.insert(webhookEvents).values({ id, type, receivedAt: at }).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export async function deferEvent(db: Db, id: string, customerId: string, payload: unknown, at: Date): Promise<void> {
  await db.insert(deferredStripeEvents).values({ id, customerId, payload, receivedAt: at }).onConflictDoNothing();
}

export async function deferredEventsOf(db: Db, customerId: string) {
  return db.select().from(deferredStripeEvents).where(eq(deferredStripeEvents.customerId, customerId)).orderBy(asc(deferredStripeEvents.receivedAt));
}

export async function dropDeferredEvent(db: Db, id: string): Promise<void> {
  await db.delete(deferredStripeEvents).where(eq(deferredStripeEvents.id, id));
}
