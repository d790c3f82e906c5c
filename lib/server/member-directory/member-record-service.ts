import { articlePath } from '@/lib/articles/article-url';
import type { DeskSubscription, DeskTransaction, MemberRecord } from '@/lib/schemas/desk-members';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { AppError } from '../http/errors';
import { requireStaff } from '../staff/staff-access';
import type { MemberDirectoryDeps } from './member-directory-deps';
import { ADMINISTRATORS_ONLY } from './member-list-service';
import {
  findMemberSummary,
  memberCardRows,
  memberCommentRows,
  memberComplimentaryRows,
  memberNewsletterRows,
  memberSubscriptionRows,
  memberTransactionRows,
  refundRows,
  subscriptionEventRows,
} from './member-record-store';

/** The member page shows the newest comments; a prolific commenter's whole history would swamp it. */
export const MEMBER_RECORD_COMMENTS = 100;

const memberNotFound = () => new AppError('MEMBER_NOT_FOUND', 404, 'No member has that id.');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type TransactionRow = Awaited<ReturnType<typeof memberTransactionRows>>[number];
type RefundRow = Awaited<ReturnType<typeof refundRows>>[number];
type SubscriptionRow = Awaited<ReturnType<typeof memberSubscriptionRows>>[number];
type EventRow = Awaited<ReturnType<typeof subscriptionEventRows>>[number];
type CommentRow = Awaited<ReturnType<typeof memberCommentRows>>[number];

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function toDeskTransaction(tx: TransactionRow, txRefunds: RefundRow[]): DeskTransaction {
  return {
    txId: tx.id,
    amount: tx.amount,
    refundedAmount: tx.refundedAmount,
    currency: 'NZD',
    status: tx.status,
    failureCode: tx.failureCode,
    paymentType: tx.paymentType,
    billingInterval: tx.billingInterval,
    description: tx.description,
    placement: tx.placement,
    provider: tx.provider,
    subscriptionId: tx.subscriptionId,
    // The member's own receipt page (a refunded charge keeps its receipt); a failed or pending one has none.
    receiptPath: tx.status === 'succeeded' || tx.status === 'refunded' ? `/receipt/${encodeURIComponent(tx.id)}` : null,
    refunds: txRefunds.map((refund) => ({
      refundId: refund.id,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      by: refund.createdByEmail ?? refund.createdByUid,
    })),
    createdAt: tx.createdAt.toISOString(),
  };
}

function toDeskSubscription(sub: SubscriptionRow, events: EventRow[]): DeskSubscription {
  return {
    subscriptionId: sub.id,
    amount: sub.amount,
    billingInterval: sub.billingInterval,
    status: sub.status,
    provider: sub.provider,
    placement: sub.placement,
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    pausedUntil: iso(sub.pausedUntil),
    cancelReason: sub.cancelReason,
    createdAt: sub.createdAt.toISOString(),
    history: events.map((event) => ({
      kind: event.kind,
      amount: event.amount,
      billingInterval: event.billingInterval,
      reason: event.reason,
      byStaff: event.actorUid !== null,
      at: event.createdAt.toISOString(),
    })),
  };
}

function toDeskComment(row: CommentRow): MemberRecord['comments'][number] {
  // A link only to a story readers can open.
  const readable = row.articleStatus === 'published' && row.categorySlug;
  return {
    id: row.id,
    articlePath: readable ? articlePath({ primaryCategorySlug: row.categorySlug!, publishedAt: row.publishedAt, slug: row.slug }) : null,
    headline: row.headline,
    body: row.body,
    status: row.status,
    reports: row.reports,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/desk/members/{uid}: everything the newsroom holds of one member's support and
 * account, for administrators only. Cards show brand, last four and expiry, nothing else.
 */
export async function getMemberRecord(deps: MemberDirectoryDeps, staffUid: string, uid: string): Promise<MemberRecord> {
  await requireStaff(deps.db, staffUid, canManageMembers, ADMINISTRATORS_ONLY);
  const member = await findMemberSummary(deps.db, uid, deps.now());
  if (!member) throw memberNotFound();
  const [transactions, subscriptions, cards, newsletters, comments, complimentary] = await Promise.all([
    memberTransactionRows(deps.db, uid),
    memberSubscriptionRows(deps.db, uid),
    memberCardRows(deps.db, uid),
    memberNewsletterRows(deps.db, uid, member.email),
    memberCommentRows(deps.db, uid, MEMBER_RECORD_COMMENTS),
    memberComplimentaryRows(deps.db, uid),
  ]);
  const [refunds, events] = await Promise.all([
    refundRows(
      deps.db,
      transactions.map((tx) => tx.id),
    ),
    subscriptionEventRows(
      deps.db,
      subscriptions.map((sub) => sub.id),
    ),
  ]);
  const refundsByTx = groupBy(refunds, (refund) => refund.transactionId);
  const eventsBySub = groupBy(events, (event) => event.subscriptionId);
  return {
    member: {
      uid: member.uid,
      email: member.email,
      name: member.name ?? ([member.firstName, member.lastName].filter(Boolean).join(' ') || null),
      type: member.type,
      supporter: member.supporter,
      createdAt: member.createdAt.toISOString(),
    },
    transactions: transactions.map((tx) => toDeskTransaction(tx, refundsByTx.get(tx.id) ?? [])),
    subscriptions: subscriptions.map((sub) => toDeskSubscription(sub, eventsBySub.get(sub.id) ?? [])),
    cards: cards.map((card) => ({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, removed: card.deletedAt !== null })),
    newsletters: newsletters.map((row) => ({ ...row, consentAt: iso(row.consentAt), updatedAt: row.updatedAt.toISOString() })),
    comments: comments.map(toDeskComment),
    complimentary: complimentary.map((row) => ({ id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), reason: row.reason, revokedAt: iso(row.revokedAt) })),
  };
}
