import { eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/server/audit/audit-store';
import { getDb } from '@/lib/server/db/client';
import { auditLog, complimentaryMemberships, subscriptionEvents } from '@/lib/server/db/schema/business';
import { members } from '@/lib/server/db/schema/members';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { eraseMemberData } from '@/lib/server/members/member-erasure-store';
import { enqueueEmail } from '@/lib/server/outbox/outbox-service';
import { findOutboxMessage } from '@/lib/server/outbox/outbox-store';
import { insertSubscription, updateSubscriptionRow } from '@/lib/server/payments/subscription-store';

beforeAll(() => getDb(), 90_000);

describe('erasing a member keeps the business desk’s figures, without what staff wrote about them', () => {
  it('keeps subscription history and complimentary memberships, empties staff-written reasons, and leaves the audit log as it was', async () => {
    const db = await getDb();
    const uid = `erased-${Date.now()}`;
    await db.insert(members).values({ uid, email: `${uid}@example.nz`, name: 'Hana Pene' });
    const now = new Date();
    const row = await insertSubscription(db, {
      id: `subscr_${uid}`,
      memberUid: uid,
      provider: 'sandbox',
      providerSubscriptionId: `sub_sbx_${uid}`,
      amount: 1_000,
      billingInterval: 'MONTHLY',
      status: 'ACTIVE',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      createdAt: now,
      updatedAt: now,
    });
    await updateSubscriptionRow(db, row.id, { pausedUntil: new Date(now.getTime() + 60 * 86_400_000), updatedAt: now }, { actorUid: 'staff-1', reason: 'Hana is in hospital' });
    await updateSubscriptionRow(db, row.id, { status: 'DELETED', cancelAtPeriodEnd: true, canceledAt: now, cancelReason: 'too_expensive', updatedAt: now });
    await db.insert(complimentaryMemberships).values({ memberUid: uid, startsAt: now, endsAt: now, reason: 'Hana won the quiz', grantedByUid: 'staff-1' });
    await recordAudit(db, { actor: { uid: 'staff-1', email: null }, action: 'subscription.pause', memberUid: uid, targetType: 'subscription', targetId: row.id, before: null, after: { reason: 'Hana is in hospital' } });

    await eraseMemberData(db, uid, `${uid}@example.nz`, now);

    const events = await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.memberUid, uid)).orderBy(subscriptionEvents.id);
    expect(events.map((event) => [event.kind, event.reason])).toEqual([
      ['created', null],
      ['paused', null],
      ['canceled', 'too_expensive'],
    ]);
    expect((await db.select().from(complimentaryMemberships).where(eq(complimentaryMemberships.memberUid, uid))).map((c) => c.reason)).toEqual(['']);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.memberUid, uid))).toHaveLength(1);
    expect((await db.select().from(auditLog).where(eq(auditLog.memberUid, uid)))[0]?.after).toEqual({ reason: 'Hana is in hospital' });
  });
});

describe('erasing a member removes the emails to them', () => {
  it('deletes the outbox’s rows to their address, sent or waiting, and leaves others’', async () => {
    const db = await getDb();
    const uid = `erased-mail-${Date.now()}`;
    const email = `${uid}@example.nz`;
    await db.insert(members).values({ uid, email, name: 'Hana Pene' });
    const welcome = (key: string, to: string) => enqueueEmail(db, { key, to, template: 'welcome', data: { memberName: 'Hana Pene', amount: '$10.00', billingInterval: 'MONTHLY' } });
    await welcome(`welcome:${uid}`, email);
    await welcome(`welcome:${uid}-other`, `other-${email}`);
    await eraseMemberData(db, uid, email, new Date());
    expect(await findOutboxMessage(db, `welcome:${uid}`)).toBeUndefined();
    expect(await findOutboxMessage(db, `welcome:${uid}-other`)).toBeDefined();
  });
});

describe('erasing a member forgets every email of theirs', () => {
  it('clears the email the row held and the one a verified owner took from it (decision 317)', async () => {
    const db = await getDb();
    const uid = `erased-released-${Date.now()}`;
    await db.insert(members).values({ uid, email: `${uid}@example.nz`, releasedEmail: `before-${uid}@example.nz`, name: 'Hana Pene' });
    await eraseMemberData(db, uid, `${uid}@example.nz`, new Date());
    const [row] = await db.select().from(members).where(eq(members.uid, uid));
    expect(row).toMatchObject({ email: null, releasedEmail: null, name: null });
  });
});
