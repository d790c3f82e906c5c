import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { complimentaryMemberships, refunds, subscriptionEvents } from '@/lib/server/db/schema/business';
import { commentReports, comments } from '@/lib/server/db/schema/community';
import { articleCategories, categories } from '@/lib/server/db/schema/content';
import { members } from '@/lib/server/db/schema/members';
import { newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { paymentMethods, subscriptions, transactions } from '@/lib/server/db/schema/payments';

// Rows for the business desk's member list and member page, written straight to the tables with
// the times a test needs (a signed-up day, a pause that ends next week).

export async function insertMember(
  db: Db,
  values: { name?: string | null; firstName?: string; lastName?: string; email?: string; createdAt?: Date; type?: string } = {},
): Promise<string> {
  const uid = `md-${randomUUID()}`;
  await db.insert(members).values({
    uid,
    email: values.email ?? `${uid}@example.nz`,
    name: values.name === undefined ? 'Aroha Test' : values.name,
    firstName: values.firstName ?? null,
    lastName: values.lastName ?? null,
    type: values.type ?? 'standard',
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return uid;
}

export async function insertCard(db: Db, memberUid: string, values: { brand?: string; last4?: string; deleted?: boolean } = {}): Promise<string> {
  const id = `card_${randomUUID()}`;
  await db.insert(paymentMethods).values({
    id,
    memberUid,
    provider: 'sandbox',
    providerPaymentMethodId: `pm_${randomUUID()}`,
    brand: values.brand ?? 'visa',
    last4: values.last4 ?? '4242',
    expMonth: 12,
    expYear: 2034,
    ...(values.deleted ? { deletedAt: new Date() } : {}),
  });
  return id;
}

export async function insertSubscription(
  db: Db,
  memberUid: string,
  values: { status?: 'ACTIVE' | 'PAST_DUE' | 'DELETED'; pausedUntil?: Date; amount?: number; placement?: string; cancelReason?: string } = {},
): Promise<string> {
  const id = `subscr_${randomUUID()}`;
  const now = new Date();
  await db.insert(subscriptions).values({
    id,
    memberUid,
    provider: 'sandbox',
    providerSubscriptionId: `sandbox_sub_${randomUUID()}`,
    amount: values.amount ?? 1_000,
    billingInterval: 'MONTHLY',
    status: values.status ?? 'ACTIVE',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    pausedUntil: values.pausedUntil ?? null,
    cancelReason: values.cancelReason ?? null,
    placement: values.placement ?? null,
  });
  return id;
}

export async function insertSubscriptionEvent(
  db: Db,
  subscriptionId: string,
  memberUid: string,
  values: { kind: 'created' | 'changed' | 'paused' | 'resumed' | 'canceled' | 'reactivated' | 'lapsed'; reason?: string; actorUid?: string; at?: Date; amount?: number },
): Promise<void> {
  await db.insert(subscriptionEvents).values({
    subscriptionId,
    memberUid,
    kind: values.kind,
    amount: values.amount ?? 1_000,
    billingInterval: 'MONTHLY',
    reason: values.reason ?? null,
    actorUid: values.actorUid ?? null,
    ...(values.at ? { createdAt: values.at } : {}),
  });
}

export async function insertTransaction(
  db: Db,
  memberUid: string,
  values: {
    amount?: number;
    kind?: 'gift' | 'subscription';
    status?: 'pending' | 'succeeded' | 'failed' | 'refunded';
    placement?: string | null;
    createdAt?: Date;
    refundedAmount?: number;
    subscriptionId?: string;
  } = {},
): Promise<string> {
  const id = `tx_${randomUUID()}`;
  const gift = (values.kind ?? 'gift') === 'gift';
  await db.insert(transactions).values({
    id,
    memberUid,
    subscriptionId: values.subscriptionId ?? null,
    provider: 'sandbox',
    providerChargeId: `ch_${randomUUID()}`,
    amount: values.amount ?? 2_500,
    refundedAmount: values.refundedAmount ?? 0,
    paymentType: gift ? 'PAY_WHAT_YOU_WANT' : 'SUBSCRIPTION',
    billingInterval: gift ? 'ONE_OFF' : 'MONTHLY',
    status: values.status ?? 'succeeded',
    failureCode: values.status === 'failed' ? 'card_declined' : null,
    description: gift ? 'Donation' : 'Monthly support',
    placement: values.placement ?? null,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return id;
}

export async function insertRefund(db: Db, transactionId: string, memberUid: string, values: { amount: number; byUid: string; reason?: string }): Promise<string> {
  const id = `re_${randomUUID()}`;
  await db.insert(refunds).values({
    id,
    transactionId,
    memberUid,
    amount: values.amount,
    provider: 'sandbox',
    providerRefundId: `sandbox_re_${randomUUID()}`,
    idempotencyKey: randomUUID(),
    status: 'succeeded',
    reason: values.reason ?? '',
    createdByUid: values.byUid,
  });
  return id;
}

export async function insertNewsletterSubscription(
  db: Db,
  values: { email: string; listId: string; memberUid?: string | null; status?: 'pending' | 'active' | 'unsubscribed'; consentIp?: string; source?: string },
): Promise<void> {
  await db.insert(newsletterSubscriptions).values({
    email: values.email,
    listId: values.listId,
    memberUid: values.memberUid ?? null,
    source: values.source ?? 'profile',
    status: values.status ?? 'active',
    consentAt: new Date('2026-10-01T01:00:00Z'),
    consentIp: values.consentIp ?? '203.0.113.7',
  });
}

export async function insertComment(db: Db, memberUid: string, articleId: number, values: { body?: string; status?: 'visible' | 'hidden' | 'deleted' } = {}): Promise<number> {
  const [row] = await db
    .insert(comments)
    .values({ articleId, memberUid, body: values.body ?? 'Kia ora koutou', status: values.status ?? 'visible' })
    .returning({ id: comments.id });
  return row!.id;
}

export const insertCommentReport = (db: Db, commentId: number, memberUid: string) => db.insert(commentReports).values({ commentId, memberUid, reason: 'Rude' });

export async function insertComplimentary(db: Db, memberUid: string, values: { startsAt: Date; endsAt: Date; reason: string; grantedByUid: string }): Promise<void> {
  await db.insert(complimentaryMemberships).values({ memberUid, ...values });
}

/** Files an article under a fresh category (position 0), so it has a reader URL. */
export async function fileUnderCategory(db: Db, articleId: number): Promise<string> {
  const slug = `section-${randomUUID().slice(0, 8)}`;
  const [category] = await db.insert(categories).values({ slug, name: 'Section' }).returning({ id: categories.id });
  await db.insert(articleCategories).values({ articleId, categoryId: category!.id, position: 0 });
  return slug;
}
