import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentNotices } from '../db/schema/payments';

/** Takes a notice's key; false when it was taken already (sent, or being sent by another call). */
export async function claimNoticeKey(db: Db, key: string, kind: string, subscriptionId: string, at: Date): Promise<boolean> {
  const rows = await db.insert(paymentNotices).values({ key, kind, subscriptionId, sentAt: at }).onConflictDoNothing().returning({ key: paymentNotices.key });
  return rows.length > 0;
}

/** Gives a key back after its notice could not be sent, so a later cause may send it. */
export async function releaseNoticeKey(db: Db, key: string): Promise<void> {
  await db.delete(paymentNotices).where(eq(paymentNotices.key, key));
}
