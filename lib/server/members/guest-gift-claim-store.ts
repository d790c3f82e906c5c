import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refunds } from '../db/schema/business';
import { members } from '../db/schema/members';
import { transactions } from '../db/schema/payments';

/**
 * Moves to `ownerUid` the gifts that went through (succeeded, or refunded since) and were not
 * part of a subscription, from every other row that `email` was released from, with their
 * refunds; then those rows forget the email, so a claim happens once. One transaction: a gift
 * is on one member or the other, never both, never neither. Answers how many gifts moved.
 */
export async function moveGuestGifts(db: Db, ownerUid: string, email: string, now: Date): Promise<number> {
  // Every sign-in asks; almost always nothing waits, and one indexed read says so without a transaction.
  const [waiting] = await db.select({ uid: members.uid }).from(members).where(and(eq(members.releasedEmail, email), ne(members.uid, ownerUid))).limit(1);
  if (!waiting) return 0;
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, ownerUid)).for('update');
    if (!owner) return 0;
    const holders = await tx
      .select({ uid: members.uid })
      .from(members)
      .where(and(eq(members.releasedEmail, email), ne(members.uid, ownerUid)))
      .for('update');
    let moved = 0;
    for (const { uid } of holders) {
      const gifts = and(eq(transactions.memberUid, uid), isNull(transactions.subscriptionId), inArray(transactions.status, ['succeeded', 'refunded']));
      const giftIds = tx.select({ id: transactions.id }).from(transactions).where(gifts);
      await tx
        .update(refunds)
        .set({ memberUid: ownerUid })
        .where(and(eq(refunds.memberUid, uid), inArray(refunds.transactionId, giftIds)));
      moved += (await tx.update(transactions).set({ memberUid: ownerUid }).where(gifts).returning({ id: transactions.id })).length;
      await tx.update(members).set({ releasedEmail: null, updatedAt: now }).where(eq(members.uid, uid));
    }
    return moved;
  });
}
