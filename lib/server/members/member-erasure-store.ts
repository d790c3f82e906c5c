import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountReadingHistories, bookmarks, comments, podcastPositions, watchlistItems } from '../db/schema/community';
import { members } from '../db/schema/members';
import { newsletterSubscriptions } from '../db/schema/newsletters';
import { complimentaryMemberships, refunds, subscriptionEvents } from '../db/schema/business';
import { idempotencyKeys, transactions } from '../db/schema/payments';
import { outboxMessages } from '../db/schema/outbox';
import { analyticsEvents } from '../db/schema/tracking';

/**
 * Removes a member's personal data in one database transaction. The member row stays (its uid is
 * what transactions, subscriptions and cards point at) with every personal field emptied, and the
 * transactions stay for accounting with their free-form metadata cleared: amounts, dates, status,
 * description and placement are what the books need. Their comments are deleted; likes and
 * reports they made stay, without a name. Their subscriptions' history, refunds and complimentary
 * memberships stay for the books and the revenue figures, without what staff wrote about them
 * (decision 197); the member's own cancel reasons are codes from a list and stay. The outbox's
 * emails to their address go, sent or not.
 */
export async function eraseMemberData(db: Db, uid: string, email: string | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ email: null, releasedEmail: null, name: null, firstName: null, lastName: null, updatedAt: now }).where(eq(members.uid, uid));
    await tx.update(transactions).set({ metadata: {} }).where(eq(transactions.memberUid, uid));
    await tx.update(analyticsEvents).set({ email: null }).where(eq(analyticsEvents.memberUid, uid));
    const newsletterRows = email ? or(eq(newsletterSubscriptions.memberUid, uid), eq(newsletterSubscriptions.email, email)) : eq(newsletterSubscriptions.memberUid, uid);
    await tx.delete(newsletterSubscriptions).where(newsletterRows);
    // The emails to them, sent or waiting: each holds the address and what it said (names, receipts).
    if (email) await tx.delete(outboxMessages).where(eq(outboxMessages.recipient, email));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.memberUid, uid));
    await tx.delete(bookmarks).where(eq(bookmarks.memberUid, uid));
    await tx.delete(watchlistItems).where(eq(watchlistItems.memberUid, uid));
    await tx.delete(podcastPositions).where(eq(podcastPositions.memberUid, uid));
    await tx.delete(accountReadingHistories).where(eq(accountReadingHistories.memberUid, uid));
    // What they wrote may say who they are: gone for readers, as if they had deleted each (decision 82).
    await tx.update(comments).set({ status: 'deleted' }).where(eq(comments.memberUid, uid));
    await tx.update(subscriptionEvents).set({ reason: null }).where(and(eq(subscriptionEvents.memberUid, uid), isNotNull(subscriptionEvents.actorUid)));
    await tx.update(refunds).set({ reason: '' }).where(eq(refunds.memberUid, uid));
    await tx.update(complimentaryMemberships).set({ reason: '' }).where(eq(complimentaryMemberships.memberUid, uid));
  });
}
