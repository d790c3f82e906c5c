import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { complimentaryMemberships, refunds, subscriptionEvents } from '../db/schema/business';
import { commentReports, comments } from '../db/schema/community';
import { articleCategories, articles, categories } from '../db/schema/content';
import { members } from '../db/schema/members';
import { newsletterSubscriptions, newsletters } from '../db/schema/newsletters';
import { paymentMethods, subscriptions, transactions } from '../db/schema/payments';
import { supporterStateSql } from './member-list-store';

// Everything of one member the business desk shows, each read by the member's uid (or their
// rows' ids), so another member's rows cannot appear.

/** The member's row with their supporter state at `now`. */
export async function findMemberSummary(db: Db, uid: string, now: Date) {
  const [row] = await db
    .select({
      uid: members.uid,
      email: members.email,
      name: members.name,
      firstName: members.firstName,
      lastName: members.lastName,
      type: members.type,
      createdAt: members.createdAt,
      supporter: supporterStateSql(now),
    })
    .from(members)
    .where(eq(members.uid, uid));
  return row;
}

/** Every transaction, newest first. */
export const memberTransactionRows = (db: Db, uid: string) =>
  db.select().from(transactions).where(eq(transactions.memberUid, uid)).orderBy(desc(transactions.createdAt), desc(transactions.id));

/** The refunds of these transactions, oldest first, with the email of the staff member who gave each. */
export async function refundRows(db: Db, transactionIds: string[]) {
  if (!transactionIds.length) return [];
  return db
    .select({
      id: refunds.id,
      transactionId: refunds.transactionId,
      amount: refunds.amount,
      status: refunds.status,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
      createdByUid: refunds.createdByUid,
      createdByEmail: members.email,
    })
    .from(refunds)
    .leftJoin(members, eq(members.uid, refunds.createdByUid))
    .where(inArray(refunds.transactionId, transactionIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Every subscription, newest first. */
export const memberSubscriptionRows = (db: Db, uid: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.memberUid, uid)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));

/** The history of these subscriptions, oldest first. */
export async function subscriptionEventRows(db: Db, subscriptionIds: string[]) {
  if (!subscriptionIds.length) return [];
  return db
    .select()
    .from(subscriptionEvents)
    .where(inArray(subscriptionEvents.subscriptionId, subscriptionIds))
    .orderBy(asc(subscriptionEvents.createdAt), asc(subscriptionEvents.id));
}

/** Saved cards, removed ones too: brand, last four and expiry only. */
export const memberCardRows = (db: Db, uid: string) =>
  db
    .select({ brand: paymentMethods.brand, last4: paymentMethods.last4, expMonth: paymentMethods.expMonth, expYear: paymentMethods.expYear, deletedAt: paymentMethods.deletedAt })
    .from(paymentMethods)
    .where(eq(paymentMethods.memberUid, uid))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));

/** Newsletter subscriptions by the member's uid, or by their email from before they had an account. */
export function memberNewsletterRows(db: Db, uid: string, email: string | null) {
  const mine = email ? or(eq(newsletterSubscriptions.memberUid, uid), eq(newsletterSubscriptions.email, email.toLowerCase())) : eq(newsletterSubscriptions.memberUid, uid);
  return db
    .select({
      listId: newsletterSubscriptions.listId,
      name: newsletters.name,
      status: newsletterSubscriptions.status,
      source: newsletterSubscriptions.source,
      consentAt: newsletterSubscriptions.consentAt,
      consentIp: newsletterSubscriptions.consentIp,
      updatedAt: newsletterSubscriptions.updatedAt,
    })
    .from(newsletterSubscriptions)
    .innerJoin(newsletters, eq(newsletters.listId, newsletterSubscriptions.listId))
    .where(mine)
    .orderBy(asc(newsletters.position), asc(newsletters.listId));
}

/** The member's newest comments (at most `limit`), with their story and how often each was reported. */
export function memberCommentRows(db: Db, uid: string, limit: number) {
  return db
    .select({
      id: comments.id,
      body: comments.body,
      status: comments.status,
      createdAt: comments.createdAt,
      headline: articles.title,
      slug: articles.slug,
      publishedAt: articles.publishedAt,
      articleStatus: articles.status,
      categorySlug: categories.slug,
      reports: sql<number>`(select count(*) from ${commentReports} where ${commentReports.commentId} = ${comments.id})::integer`,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .leftJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .leftJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(eq(comments.memberUid, uid))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
}

/** Complimentary memberships, newest first (revoked ones too). */
export const memberComplimentaryRows = (db: Db, uid: string) =>
  db
    .select()
    .from(complimentaryMemberships)
    .where(eq(complimentaryMemberships.memberUid, uid))
    .orderBy(desc(complimentaryMemberships.startsAt), desc(complimentaryMemberships.id));
