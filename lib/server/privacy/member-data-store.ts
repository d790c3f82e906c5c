import { and, asc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
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

/** A section whose rows `query` reads, those of `rowsOf` the member, in keyset pages ordered by `pageKey`. */
function keysetSection<Q extends PgSelect>(
  section: Omit<MemberDataSection, 'page'> & {
    query: (db: Db) => Q;
    rowsOf: (owner: MemberDataOwner) => SQL | undefined;
    pageKey: PgColumn;
    keyOf: (row: Awaited<Q>[number]) => Cursor;
    toRecord: (row: Awaited<Q>[number]) => MemberDataRecord;
  },
): MemberDataSection {
  const { query, rowsOf, pageKey, keyOf, toRecord, ...about } = section;
  return {
    ...about,
    page: async (db, owner, cursor, limit) => pageOf(await query(db).where(after(rowsOf(owner), pageKey, cursor)).orderBy(asc(pageKey)).limit(limit), keyOf, toRecord),
  };
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
  keysetSection({
    key: 'cards',
    title: 'Saved cards',
    about: 'Cards you saved for giving: the brand and last four digits only. The full number is never held by Pānui.',
    ownedBy: [paymentMethods.memberUid],
    query: (db) => db.select().from(paymentMethods).$dynamic(),
    rowsOf: (owner) => eq(paymentMethods.memberUid, owner.uid),
    pageKey: paymentMethods.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({
      id: row.id,
      brand: row.brand,
      last4: row.last4,
      expires: `${String(row.expMonth).padStart(2, '0')}/${row.expYear}`,
      savedAt: when(row.createdAt),
      removedAt: when(row.deletedAt),
    }),
  }),
  keysetSection({
    key: 'subscriptions',
    title: 'Regular gifts',
    about: 'Your monthly or yearly gifts, whether running, paused or ended.',
    ownedBy: [subscriptions.memberUid],
    query: (db) => db.select().from(subscriptions).$dynamic(),
    rowsOf: (owner) => eq(subscriptions.memberUid, owner.uid),
    pageKey: subscriptions.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({
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
  }),
  keysetSection({
    key: 'subscriptionHistory',
    title: 'Regular gift history',
    about: 'Each change to a regular gift: started, changed, paused, resumed, cancelled, reactivated or lapsed, and whether our staff made it.',
    ownedBy: [subscriptionEvents.memberUid],
    query: (db) => db.select().from(subscriptionEvents).$dynamic(),
    rowsOf: (owner) => eq(subscriptionEvents.memberUid, owner.uid),
    pageKey: subscriptionEvents.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({
      subscriptionId: row.subscriptionId,
      change: row.kind,
      amountCents: row.amount,
      interval: row.billingInterval,
      reason: row.reason,
      byStaff: row.actorUid !== null,
      at: when(row.createdAt),
    }),
  }),
  keysetSection({
    key: 'transactions',
    title: 'Payments',
    about: 'Every payment you made or tried to make, with what was refunded.',
    ownedBy: [transactions.memberUid],
    query: (db) => db.select().from(transactions).$dynamic(),
    rowsOf: (owner) => eq(transactions.memberUid, owner.uid),
    pageKey: transactions.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({
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
  }),
  keysetSection({
    key: 'refunds',
    title: 'Refunds',
    about: 'Money given back to you on a payment.',
    ownedBy: [refunds.memberUid],
    query: (db) => db.select().from(refunds).$dynamic(),
    rowsOf: (owner) => eq(refunds.memberUid, owner.uid),
    pageKey: refunds.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({
      id: row.id,
      transactionId: row.transactionId,
      amountCents: row.amount,
      currency: row.currency,
      status: row.status,
      reason: row.reason,
      at: when(row.createdAt),
    }),
  }),
  keysetSection({
    key: 'complimentaryMemberships',
    title: 'Complimentary memberships',
    about: 'Membership our staff gave you without payment.',
    ownedBy: [complimentaryMemberships.memberUid],
    query: (db) => db.select().from(complimentaryMemberships).$dynamic(),
    rowsOf: (owner) => eq(complimentaryMemberships.memberUid, owner.uid),
    pageKey: complimentaryMemberships.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({ startsAt: when(row.startsAt), endsAt: when(row.endsAt), reason: row.reason, revokedAt: when(row.revokedAt), givenAt: when(row.createdAt) }),
  }),
  keysetSection({
    key: 'newsletters',
    title: 'Newsletters and consent',
    about: 'Each newsletter you signed up to, with the consent record: when and from which internet address you confirmed.',
    ownedBy: [newsletterSubscriptions.memberUid, newsletterSubscriptions.email],
    query: (db) => db.select({ row: newsletterSubscriptions, listName: newsletters.name }).from(newsletterSubscriptions).innerJoin(newsletters, eq(newsletters.listId, newsletterSubscriptions.listId)).$dynamic(),
    rowsOf: newsletterRowsOf,
    pageKey: newsletterSubscriptions.id,
    keyOf: ({ row }) => row.id,
    toRecord: ({ row, listName }) => ({
      newsletter: listName,
      email: row.email,
      status: row.status,
      signedUpFrom: row.source,
      consentAt: when(row.consentAt),
      consentIp: row.consentIp,
      signedUpAt: when(row.createdAt),
      updatedAt: when(row.updatedAt),
    }),
  }),
  keysetSection({
    key: 'comments',
    title: 'Your comments',
    about: 'Comments you wrote, including ones you or a moderator removed. Replies by other people are not yours and are not included.',
    ownedBy: [comments.memberUid],
    query: (db) => db.select({ row: comments, story: articles.title }).from(comments).innerJoin(articles, eq(articles.id, comments.articleId)).$dynamic(),
    rowsOf: (owner) => eq(comments.memberUid, owner.uid),
    pageKey: comments.id,
    keyOf: ({ row }) => row.id,
    toRecord: ({ row, story }) => ({
      id: row.id,
      story,
      inReplyToComment: row.parentId,
      text: row.body,
      status: row.status,
      likes: row.likeCount,
      at: when(row.createdAt),
      editedAt: when(row.editedAt),
    }),
  }),
  keysetSection({
    key: 'commentLikes',
    title: 'Comments you liked',
    about: 'Which comments you liked (by number; the comments are other people’s).',
    ownedBy: [commentLikes.memberUid],
    query: (db) => db.select().from(commentLikes).$dynamic(),
    rowsOf: (owner) => eq(commentLikes.memberUid, owner.uid),
    pageKey: commentLikes.commentId,
    keyOf: (row) => row.commentId,
    toRecord: (row) => ({ commentId: row.commentId, at: when(row.createdAt) }),
  }),
  keysetSection({
    key: 'commentReports',
    title: 'Comments you reported',
    about: 'Comments you reported to the moderators, with the reason you gave.',
    ownedBy: [commentReports.memberUid],
    query: (db) => db.select().from(commentReports).$dynamic(),
    rowsOf: (owner) => eq(commentReports.memberUid, owner.uid),
    pageKey: commentReports.commentId,
    keyOf: (row) => row.commentId,
    toRecord: (row) => ({ commentId: row.commentId, reason: row.reason, at: when(row.createdAt), dismissedAt: when(row.dismissedAt) }),
  }),
  keysetSection({
    key: 'bookmarks',
    title: 'Bookmarks',
    about: 'Stories you saved to read later.',
    ownedBy: [bookmarks.memberUid],
    query: (db) => db.select({ articleId: bookmarks.articleId, story: articles.title, at: bookmarks.createdAt }).from(bookmarks).innerJoin(articles, eq(articles.id, bookmarks.articleId)).$dynamic(),
    rowsOf: (owner) => eq(bookmarks.memberUid, owner.uid),
    pageKey: bookmarks.articleId,
    keyOf: (row) => row.articleId,
    toRecord: (row) => ({ story: row.story, at: when(row.at) }),
  }),
  keysetSection({
    key: 'watchList',
    title: 'Watch list',
    about: 'Shows on your watch list, and when you marked them watched.',
    ownedBy: [watchlistItems.memberUid],
    query: (db) => db.select({ tvShowId: watchlistItems.tvShowId, show: tvShows.title, watchedAt: watchlistItems.watchedAt, at: watchlistItems.createdAt }).from(watchlistItems).innerJoin(tvShows, eq(tvShows.id, watchlistItems.tvShowId)).$dynamic(),
    rowsOf: (owner) => eq(watchlistItems.memberUid, owner.uid),
    pageKey: watchlistItems.tvShowId,
    keyOf: (row) => row.tvShowId,
    toRecord: (row) => ({ show: row.show, watchedAt: when(row.watchedAt), addedAt: when(row.at) }),
  }),
  keysetSection({
    key: 'podcastPlaces',
    title: 'Podcast places',
    about: 'Where you stopped in each podcast episode, so another device carries on from there.',
    ownedBy: [podcastPositions.memberUid],
    query: (db) => db.select({ episodeId: podcastPositions.episodeId, episode: podcastEpisodes.title, seconds: podcastPositions.positionSeconds, at: podcastPositions.savedAt }).from(podcastPositions).innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastPositions.episodeId)).$dynamic(),
    rowsOf: (owner) => eq(podcastPositions.memberUid, owner.uid),
    pageKey: podcastPositions.episodeId,
    keyOf: (row) => row.episodeId,
    toRecord: (row) => ({ episode: row.episode, positionSeconds: row.seconds, savedAt: when(row.at) }),
  }),
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
  keysetSection({
    key: 'history',
    title: 'Activity history',
    about: 'What the site recorded of your visits while signed in: pages read, buttons used, gifts started. Older events are removed after the retention period.',
    ownedBy: [analyticsEvents.memberUid],
    query: (db) => db.select().from(analyticsEvents).$dynamic(),
    rowsOf: (owner) => eq(analyticsEvents.memberUid, owner.uid),
    pageKey: analyticsEvents.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({ event: row.name, email: row.email, details: (row.data ?? {}) as Record<string, unknown>, at: when(row.createdAt) }),
  }),
  keysetSection({
    key: 'signedOutSessions',
    title: 'Signed-out sessions',
    about: 'Browsers you signed out of before their sign-in expired. Only a fingerprint of each sign-in is kept, and it is not included.',
    ownedBy: [revokedSessions.uid],
    query: (db) => db.select({ hash: revokedSessions.cookieHash, revokedAt: revokedSessions.revokedAt, expiresAt: revokedSessions.expiresAt }).from(revokedSessions).$dynamic(),
    rowsOf: (owner) => eq(revokedSessions.uid, owner.uid),
    pageKey: revokedSessions.cookieHash,
    keyOf: (row) => row.hash,
    toRecord: (row) => ({ signedOutAt: when(row.revokedAt), wouldHaveExpiredAt: when(row.expiresAt) }),
  }),
  keysetSection({
    key: 'emails',
    title: 'Emails sent to you',
    about: 'Emails the site sent or is about to send you: which email and when. Their links sign you in to actions and are not included.',
    ownedBy: [outboxMessages.recipient],
    query: (db) =>
      db.select({ id: outboxMessages.id, template: outboxMessages.template, status: outboxMessages.status, at: outboxMessages.createdAt, sentAt: outboxMessages.sentAt }).from(outboxMessages).$dynamic(),
    // An account without an email has had none sent.
    rowsOf: (owner) => (owner.email === null ? sql`false` : sql`lower(${outboxMessages.recipient}) = ${owner.email}`),
    pageKey: outboxMessages.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({ email: row.template, status: row.status, queuedAt: when(row.at), sentAt: when(row.sentAt) }),
  }),
  keysetSection({
    key: 'staffActions',
    title: 'Actions our staff took on your account',
    about: 'Every change our staff made to your account or gifts, with the record before and after.',
    ownedBy: [auditLog.memberUid],
    query: (db) => db.select().from(auditLog).$dynamic(),
    rowsOf: (owner) => and(eq(auditLog.memberUid, owner.uid), isNotNull(auditLog.memberUid)),
    pageKey: auditLog.id,
    keyOf: (row) => row.id,
    toRecord: (row) => ({
      action: row.action,
      on: `${row.targetType} ${row.targetId}`,
      before: (row.before ?? null) as Record<string, unknown> | null,
      after: (row.after ?? null) as Record<string, unknown> | null,
      at: when(row.createdAt),
    }),
  }),
];

/** The profile's columns: the member row itself, found by its uid. */
export const MEMBER_PROFILE_COLUMNS: readonly PgColumn[] = [members.uid, members.email];

/**
 * Columns that name a person (a uid, an email, a provider's customer id) which the export does not
 * find the member's rows by, each with why. The completeness test fails for a new such column that
 * is in neither this list nor a section's `ownedBy`, so a new table of member data is not missed.
 */
export const MEMBER_DATA_EXCLUSIONS: Readonly<Record<string, string>> = {
  // The address belongs to the account that verified it; this row keeps it only until that account
  // claims the gifts made under it (decision 317), and that account's export has it.
  'members.released_email': 'an email another account verified as its own',
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
  'site_pages.updated_by_uid': 'the newsroom’s about, contact and privacy pages: work, not a reader’s data',
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
