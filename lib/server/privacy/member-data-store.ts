import { and, asc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isoInNz } from '@/lib/dates/nz-time';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { auditLog, complimentaryMemberships, refunds, subscriptionEvents } from '../db/schema/business';
import { accountReadingHistories, bookmarks, commentLikes, commentReports, comments, podcastPositions, watchlistItems } from '../db/schema/community';
import { articles } from '../db/schema/content';
import { podcastEpisodes, tvShows } from '../db/schema/media';
import { members } from '../db/schema/members';
import { newsletters, newsletterSubscriptions } from '../db/schema/newsletters';
import { outboxMessages } from '../db/schema/outbox';
import { paymentMethods, subscriptions, transactions } from '../db/schema/payments';
import { revokedSessions } from '../db/schema/sessions';
import { analyticsEvents } from '../db/schema/tracking';

/** Whose data: the verified uid, and the address their newsletter consents and emails were kept under. */
export interface MemberDataOwner {
  uid: string;
  /** Lower-cased; null when the account has no email. */
  email: string | null;
}

/** One exported row: plain JSON values only (dates already as New Zealand ISO text). */
export type MemberDataRecord = Record<string, string | number | boolean | null | Record<string, unknown>>;

type Cursor = string | number;

/** A page of a section: the records, and the key the next page starts after. */
export interface MemberDataPage {
  records: MemberDataRecord[];
  last: Cursor | null;
}

/**
 * One part of the export: a table (or two joined) read for one member, in keyset pages on a key
 * unique within the member's rows, so a member with 20,000 events is read 500 rows at a time.
 */
export interface MemberDataSection {
  /** The JSON property. */
  key: string;
  /** The heading in the readable copy. */
  title: string;
  /** What the rows are, for a person reading the copy. */
  about: string;
  /**
   * The columns the member's rows are found by. The completeness test walks the schema for
   * every column that names a member and checks each is here or in its commented exclusions.
   */
  ownedBy: readonly PgColumn[];
  page: (db: Db, owner: MemberDataOwner, after: Cursor | null, limit: number) => Promise<MemberDataPage>;
}

const when = (date: Date | null): string | null => (date ? isoInNz(date) : null);

/** The member row, or the account's own uid and email when they have none yet. */
export async function memberProfileOf(db: Db, caller: Pick<Caller, 'uid' | 'email'>): Promise<MemberDataRecord> {
  const [row] = await db.select().from(members).where(eq(members.uid, caller.uid));
  return {
    memberId: caller.uid,
    email: row?.email ?? caller.email ?? null,
    name: row?.name ?? null,
    firstName: row?.firstName ?? null,
    lastName: row?.lastName ?? null,
    memberType: row?.type ?? null,
    joinedAt: when(row?.createdAt ?? null),
    updatedAt: when(row?.updatedAt ?? null),
  };
}

/** The member's rows after the cursor: keyset paging on `key`, which orders the page. */
const after = (owned: SQL | undefined, key: PgColumn, cursor: Cursor | null): SQL | undefined => (cursor === null ? owned : and(owned, gt(key, cursor)));

function pageOf<R>(rows: R[], keyOf: (row: R) => Cursor, toRecord: (row: R) => MemberDataRecord): MemberDataPage {
  const lastRow = rows.at(-1);
  return { records: rows.map(toRecord), last: lastRow === undefined ? null : keyOf(lastRow) };
}

/** Keys the site keeps on a transaction for its own work: the provider's plan id while a bank asks (3-D Secure). */
const INTERNAL_METADATA_KEYS = new Set(['authenticationPlan', 'uid', 'txId']);

function memberMetadata(metadata: unknown): Record<string, unknown> {
  if (typeof metadata !== 'object' || metadata === null) return {};
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !INTERNAL_METADATA_KEYS.has(key)));
}

/** Newsletter consents are kept by address (one made before signing up has no uid) as well as by uid. */
const newsletterRowsOf = (owner: MemberDataOwner) =>
  owner.email ? or(eq(newsletterSubscriptions.memberUid, owner.uid), sql`lower(${newsletterSubscriptions.email}) = ${owner.email}`) : eq(newsletterSubscriptions.memberUid, owner.uid);

/**
 * Every section, in the order the file lists them. Never here: provider ids and secrets (card
 * tokens, customer and charge ids, cookie hashes, signed links in emails), and other people:
 * staff are named by what they did, not who they are, and comments are the member's own only.
 */
export const MEMBER_DATA_SECTIONS: readonly MemberDataSection[] = [
  {
    key: 'cards',
    title: 'Saved cards',
    about: 'Cards you saved for giving: the brand and last four digits only. The full number is never held by Pānui.',
    ownedBy: [paymentMethods.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(paymentMethods)
          .where(after(eq(paymentMethods.memberUid, owner.uid), paymentMethods.id, cursor))
          .orderBy(asc(paymentMethods.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({
          id: row.id,
          brand: row.brand,
          last4: row.last4,
          expires: `${String(row.expMonth).padStart(2, '0')}/${row.expYear}`,
          savedAt: when(row.createdAt),
          removedAt: when(row.deletedAt),
        }),
      ),
  },
  {
    key: 'subscriptions',
    title: 'Regular gifts',
    about: 'Your monthly or yearly gifts, whether running, paused or ended.',
    ownedBy: [subscriptions.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(subscriptions)
          .where(after(eq(subscriptions.memberUid, owner.uid), subscriptions.id, cursor))
          .orderBy(asc(subscriptions.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({
          id: row.id,
          amountCents: row.amount,
          currency: row.currency,
          interval: row.billingInterval,
          status: row.status,
          cardId: row.paymentMethodId,
          currentPeriodStart: when(row.currentPeriodStart),
          currentPeriodEnd: when(row.currentPeriodEnd),
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          canceledAt: when(row.canceledAt),
          cancelReason: row.cancelReason,
          pausedUntil: when(row.pausedUntil),
          failedRenewals: row.failedRenewals,
          placement: row.placement,
          startedAt: when(row.createdAt),
          updatedAt: when(row.updatedAt),
        }),
      ),
  },
  {
    key: 'subscriptionHistory',
    title: 'Regular gift history',
    about: 'Each change to a regular gift: started, changed, paused, resumed, cancelled, reactivated or lapsed, and whether our staff made it.',
    ownedBy: [subscriptionEvents.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(subscriptionEvents)
          .where(after(eq(subscriptionEvents.memberUid, owner.uid), subscriptionEvents.id, cursor))
          .orderBy(asc(subscriptionEvents.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({
          subscriptionId: row.subscriptionId,
          change: row.kind,
          amountCents: row.amount,
          interval: row.billingInterval,
          reason: row.reason,
          byStaff: row.actorUid !== null,
          at: when(row.createdAt),
        }),
      ),
  },
  {
    key: 'transactions',
    title: 'Payments',
    about: 'Every payment you made or tried to make, with what was refunded.',
    ownedBy: [transactions.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(transactions)
          .where(after(eq(transactions.memberUid, owner.uid), transactions.id, cursor))
          .orderBy(asc(transactions.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({
          id: row.id,
          at: when(row.createdAt),
          amountCents: row.amount,
          refundedCents: row.refundedAmount,
          currency: row.currency,
          type: row.paymentType,
          interval: row.billingInterval,
          status: row.status,
          failureCode: row.failureCode,
          description: row.description,
          placement: row.placement,
          subscriptionId: row.subscriptionId,
          cardId: row.paymentMethodId,
          details: memberMetadata(row.metadata),
        }),
      ),
  },
  {
    key: 'refunds',
    title: 'Refunds',
    about: 'Money given back to you on a payment.',
    ownedBy: [refunds.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(refunds)
          .where(after(eq(refunds.memberUid, owner.uid), refunds.id, cursor))
          .orderBy(asc(refunds.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({
          id: row.id,
          transactionId: row.transactionId,
          amountCents: row.amount,
          currency: row.currency,
          status: row.status,
          reason: row.reason,
          at: when(row.createdAt),
        }),
      ),
  },
  {
    key: 'complimentaryMemberships',
    title: 'Complimentary memberships',
    about: 'Membership our staff gave you without payment.',
    ownedBy: [complimentaryMemberships.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(complimentaryMemberships)
          .where(after(eq(complimentaryMemberships.memberUid, owner.uid), complimentaryMemberships.id, cursor))
          .orderBy(asc(complimentaryMemberships.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({ startsAt: when(row.startsAt), endsAt: when(row.endsAt), reason: row.reason, revokedAt: when(row.revokedAt), givenAt: when(row.createdAt) }),
      ),
  },
  {
    key: 'newsletters',
    title: 'Newsletters and consent',
    about: 'Each newsletter you signed up to, with the consent record: when and from which internet address you confirmed.',
    ownedBy: [newsletterSubscriptions.memberUid, newsletterSubscriptions.email],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select({ row: newsletterSubscriptions, listName: newsletters.name })
          .from(newsletterSubscriptions)
          .innerJoin(newsletters, eq(newsletters.listId, newsletterSubscriptions.listId))
          .where(after(newsletterRowsOf(owner), newsletterSubscriptions.id, cursor))
          .orderBy(asc(newsletterSubscriptions.id))
          .limit(limit),
        ({ row }) => row.id,
        ({ row, listName }) => ({
          newsletter: listName,
          email: row.email,
          status: row.status,
          signedUpFrom: row.source,
          consentAt: when(row.consentAt),
          consentIp: row.consentIp,
          signedUpAt: when(row.createdAt),
          updatedAt: when(row.updatedAt),
        }),
      ),
  },
  {
    key: 'comments',
    title: 'Your comments',
    about: 'Comments you wrote, including ones you or a moderator removed. Replies by other people are not yours and are not included.',
    ownedBy: [comments.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select({ row: comments, story: articles.title })
          .from(comments)
          .innerJoin(articles, eq(articles.id, comments.articleId))
          .where(after(eq(comments.memberUid, owner.uid), comments.id, cursor))
          .orderBy(asc(comments.id))
          .limit(limit),
        ({ row }) => row.id,
        ({ row, story }) => ({
          id: row.id,
          story,
          inReplyToComment: row.parentId,
          text: row.body,
          status: row.status,
          likes: row.likeCount,
          at: when(row.createdAt),
          editedAt: when(row.editedAt),
        }),
      ),
  },
  {
    key: 'commentLikes',
    title: 'Comments you liked',
    about: 'Which comments you liked (by number; the comments are other people’s).',
    ownedBy: [commentLikes.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(commentLikes)
          .where(after(eq(commentLikes.memberUid, owner.uid), commentLikes.commentId, cursor))
          .orderBy(asc(commentLikes.commentId))
          .limit(limit),
        (row) => row.commentId,
        (row) => ({ commentId: row.commentId, at: when(row.createdAt) }),
      ),
  },
  {
    key: 'commentReports',
    title: 'Comments you reported',
    about: 'Comments you reported to the moderators, with the reason you gave.',
    ownedBy: [commentReports.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(commentReports)
          .where(after(eq(commentReports.memberUid, owner.uid), commentReports.commentId, cursor))
          .orderBy(asc(commentReports.commentId))
          .limit(limit),
        (row) => row.commentId,
        (row) => ({ commentId: row.commentId, reason: row.reason, at: when(row.createdAt), dismissedAt: when(row.dismissedAt) }),
      ),
  },
  {
    key: 'bookmarks',
    title: 'Bookmarks',
    about: 'Stories you saved to read later.',
    ownedBy: [bookmarks.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select({ articleId: bookmarks.articleId, story: articles.title, at: bookmarks.createdAt })
          .from(bookmarks)
          .innerJoin(articles, eq(articles.id, bookmarks.articleId))
          .where(after(eq(bookmarks.memberUid, owner.uid), bookmarks.articleId, cursor))
          .orderBy(asc(bookmarks.articleId))
          .limit(limit),
        (row) => row.articleId,
        (row) => ({ story: row.story, at: when(row.at) }),
      ),
  },
  {
    key: 'watchList',
    title: 'Watch list',
    about: 'Shows on your watch list, and when you marked them watched.',
    ownedBy: [watchlistItems.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select({ tvShowId: watchlistItems.tvShowId, show: tvShows.title, watchedAt: watchlistItems.watchedAt, at: watchlistItems.createdAt })
          .from(watchlistItems)
          .innerJoin(tvShows, eq(tvShows.id, watchlistItems.tvShowId))
          .where(after(eq(watchlistItems.memberUid, owner.uid), watchlistItems.tvShowId, cursor))
          .orderBy(asc(watchlistItems.tvShowId))
          .limit(limit),
        (row) => row.tvShowId,
        (row) => ({ show: row.show, watchedAt: when(row.watchedAt), addedAt: when(row.at) }),
      ),
  },
  {
    key: 'podcastPlaces',
    title: 'Podcast places',
    about: 'Where you stopped in each podcast episode, so another device carries on from there.',
    ownedBy: [podcastPositions.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select({ episodeId: podcastPositions.episodeId, episode: podcastEpisodes.title, seconds: podcastPositions.positionSeconds, at: podcastPositions.savedAt })
          .from(podcastPositions)
          .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastPositions.episodeId))
          .where(after(eq(podcastPositions.memberUid, owner.uid), podcastPositions.episodeId, cursor))
          .orderBy(asc(podcastPositions.episodeId))
          .limit(limit),
        (row) => row.episodeId,
        (row) => ({ episode: row.episode, positionSeconds: row.seconds, savedAt: when(row.at) }),
      ),
  },
  {
    key: 'readingHistory',
    title: 'Reading history kept with your account',
    about: 'The stories you read, counted with your account after you said yes, and whether counting is paused.',
    ownedBy: [accountReadingHistories.memberUid],
    // One row per member: the primary key is the member, so a single page holds it.
    page: async (db, owner, cursor) =>
      cursor !== null
        ? { records: [], last: null }
        : pageOf(
            await db.select().from(accountReadingHistories).where(eq(accountReadingHistories.memberUid, owner.uid)),
            () => owner.uid,
            (row) => ({
              history: row.history as Record<string, unknown>,
              countingPausedUntil: when(row.countingOffUntil),
              mergeAnswer: row.mergeAnswer,
              answeredAt: when(row.mergeAnsweredAt),
              updatedAt: when(row.updatedAt),
            }),
          ),
  },
  {
    key: 'history',
    title: 'Activity history',
    about: 'What the site recorded of your visits while signed in: pages read, buttons used, gifts started. Older events are removed after the retention period.',
    ownedBy: [analyticsEvents.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(analyticsEvents)
          .where(after(eq(analyticsEvents.memberUid, owner.uid), analyticsEvents.id, cursor))
          .orderBy(asc(analyticsEvents.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({ event: row.name, email: row.email, details: (row.data ?? {}) as Record<string, unknown>, at: when(row.createdAt) }),
      ),
  },
  {
    key: 'signedOutSessions',
    title: 'Signed-out sessions',
    about: 'Browsers you signed out of before their sign-in expired. Only a fingerprint of each sign-in is kept, and it is not included.',
    ownedBy: [revokedSessions.uid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select({ hash: revokedSessions.cookieHash, revokedAt: revokedSessions.revokedAt, expiresAt: revokedSessions.expiresAt })
          .from(revokedSessions)
          .where(after(eq(revokedSessions.uid, owner.uid), revokedSessions.cookieHash, cursor))
          .orderBy(asc(revokedSessions.cookieHash))
          .limit(limit),
        (row) => row.hash,
        (row) => ({ signedOutAt: when(row.revokedAt), wouldHaveExpiredAt: when(row.expiresAt) }),
      ),
  },
  {
    key: 'emails',
    title: 'Emails sent to you',
    about: 'Emails the site sent or is about to send you: which email and when. Their links sign you in to actions and are not included.',
    ownedBy: [outboxMessages.recipient],
    page: async (db, owner, cursor, limit) =>
      owner.email === null
        ? { records: [], last: null }
        : pageOf(
            await db
              .select({ id: outboxMessages.id, template: outboxMessages.template, status: outboxMessages.status, at: outboxMessages.createdAt, sentAt: outboxMessages.sentAt })
              .from(outboxMessages)
              .where(after(sql`lower(${outboxMessages.recipient}) = ${owner.email}`, outboxMessages.id, cursor))
              .orderBy(asc(outboxMessages.id))
              .limit(limit),
            (row) => row.id,
            (row) => ({ email: row.template, status: row.status, queuedAt: when(row.at), sentAt: when(row.sentAt) }),
          ),
  },
  {
    key: 'staffActions',
    title: 'Actions our staff took on your account',
    about: 'Every change our staff made to your account or gifts, with the record before and after.',
    ownedBy: [auditLog.memberUid],
    page: async (db, owner, cursor, limit) =>
      pageOf(
        await db
          .select()
          .from(auditLog)
          .where(after(and(eq(auditLog.memberUid, owner.uid), isNotNull(auditLog.memberUid)), auditLog.id, cursor))
          .orderBy(asc(auditLog.id))
          .limit(limit),
        (row) => row.id,
        (row) => ({
          action: row.action,
          on: `${row.targetType} ${row.targetId}`,
          before: (row.before ?? null) as Record<string, unknown> | null,
          after: (row.after ?? null) as Record<string, unknown> | null,
          at: when(row.createdAt),
        }),
      ),
  },
];

/** The profile's columns: the member row itself, found by its uid. */
export const MEMBER_PROFILE_COLUMNS: readonly PgColumn[] = [members.uid, members.email];

/**
 * Columns that name a person (a uid, an email, a provider's customer id) which the export does not
 * find the member's rows by, each with why. The completeness test fails for a new such column that
 * is in neither this list nor a section's `ownedBy`, so a new table of member data is not missed.
 */
export const MEMBER_DATA_EXCLUSIONS: Readonly<Record<string, string>> = {
  // In the history section's rows, which are found by member_uid; an event without one is a signed-out visitor's.
  'analytics_events.email': 'exported with the history rows',
  // Staff at work: who acted on another member's account or on the newsroom's stories. Their own
  // account's data is exported when they download theirs; these rows are about someone else.
  'audit_log.actor_uid': 'a staff member acting on another member',
  'audit_log.actor_email': 'a staff member acting on another member',
  'refunds.created_by_uid': 'a staff member acting on another member',
  'subscription_events.actor_uid': 'a staff member acting on another member',
  'complimentary_memberships.granted_by_uid': 'a staff member acting on another member',
  'staff_invites.invited_by_uid': 'a staff member inviting someone else (the row holds that person’s address)',
  'articles.created_by_uid': 'the newsroom’s stories: work, not a reader’s data',
  'article_revisions.saved_by_uid': 'the newsroom’s stories: work, not a reader’s data',
  'images.uploaded_by_uid': 'the newsroom’s pictures: work, not a reader’s data',
  'authors.member_uid': 'a staff member’s public byline, shown on every story they wrote',
  // An invitation to an address with no account yet; it becomes the member's type at their first sign-in.
  'staff_invites.email': 'an address with no account behind it',
  // Replay records of payment calls, kept a day: a request hash and the answer, which may hold a 3-D Secure client secret.
  'idempotency_keys.member_uid': 'short-lived technical records holding secrets',
  // The payment provider's own records (the sandbox stands in for Stripe), keyed by its customer id.
  'sandbox_charges.customer_id': 'the payment provider’s ledger, with client secrets',
  'deferred_stripe_events.customer_id': 'Stripe’s events not yet matched to a member; applied to the tables above once they are',
  // Not people.
  'podcast_episodes.uid': 'an episode’s id for its player',
  'statement_runs.after_uid': 'how far the yearly statement run got',
};
