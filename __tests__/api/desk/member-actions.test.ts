import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { auditLog, complimentaryMemberships, subscriptionEvents } from '@/lib/server/db/schema/business';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../helpers/api-call';
import { serveMemberActionRoutes } from '../../helpers/member-action-routes';
import { paymentRequest, servePaymentRoutes } from '../../helpers/payment-routes';
import { memberOfType } from '../../helpers/staff-members';

let desk: Awaited<ReturnType<typeof serveMemberActionRoutes>>;
let payments: Awaited<ReturnType<typeof servePaymentRoutes>>;
beforeAll(async () => {
  [desk, payments] = await Promise.all([serveMemberActionRoutes(), servePaymentRoutes(), getDb()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([desk.close(), payments.close()]);
});
beforeEach(() => resetRateLimits());

const DAY = 86_400_000;

/** A reader with a monthly subscription whose paid period ends in 10 days. */
async function supporter(interval: 'MONTHLY' | 'YEARLY' = 'MONTHLY') {
  const member = await memberOfType('standard', 'Hemi Walker');
  const res = await payments.call('', paymentRequest({ billingInterval: interval, price: 1_500, amount: 1_500 }), member.idToken);
  expect(res.status).toBe(200);
  const subscriptionId = res.json.data.subscription.subscriptionId as string;
  const periodEnd = new Date(Date.now() + 10 * DAY);
  await (await getDb()).update(subscriptions).set({ currentPeriodEnd: periodEnd }).where(eq(subscriptions.id, subscriptionId));
  return { member, subscriptionId, periodEnd };
}

const subscriptionRow = async (id: string) => (await (await getDb()).select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const auditOf = async (memberUid: string) => (await getDb()).select().from(auditLog).where(eq(auditLog.memberUid, memberUid)).orderBy(auditLog.id);
const eventsOf = async (subscriptionId: string) =>
  (await getDb()).select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId)).orderBy(subscriptionEvents.id);

/** yyyy-mm-dd of the New Zealand day `days` after `from`. */
const nzDayAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });

describe('who may act on a member’s account', () => {
  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('a %s gets 403 STAFF_ONLY from every action and the audit log; nothing changes', async (type) => {
    const [caller, plan] = await Promise.all([memberOfType(type), supporter()]);
    const before = await subscriptionRow(plan.subscriptionId);
    const { member } = plan;
    const token = caller.idToken;
    expectRefused(await desk.call('POST', `/subscriptions/${plan.subscriptionId}/pause`, { memberUid: member.uid, until: null, reason: 'x' }, token), 403, 'STAFF_ONLY');
    expectRefused(await desk.call('POST', `/subscriptions/${plan.subscriptionId}/resume`, { memberUid: member.uid }, token), 403, 'STAFF_ONLY');
    expectRefused(await desk.call('POST', `/subscriptions/${plan.subscriptionId}/cancel`, { memberUid: member.uid, reason: 'x', when: 'now' }, token), 403, 'STAFF_ONLY');
    expectRefused(await desk.call('POST', `/members/${member.uid}/complimentary`, { endsAt: nzDayAfter(new Date(), 30), reason: 'x' }, token), 403, 'STAFF_ONLY');
    expectRefused(await desk.call('DELETE', `/members/${member.uid}/complimentary/1`, undefined, token), 403, 'STAFF_ONLY');
    expectRefused(await desk.call('GET', `/audit?member=${member.uid}`, undefined, token), 403, 'STAFF_ONLY');
    expect(await subscriptionRow(plan.subscriptionId)).toEqual(before);
    expect(await auditOf(member.uid)).toEqual([]);
    expect((await eventsOf(plan.subscriptionId)).map((event) => event.kind)).toEqual(['created']);
    expect(await (await getDb()).select().from(complimentaryMemberships).where(eq(complimentaryMemberships.memberUid, member.uid))).toEqual([]);
  });

  it('a signed-out caller gets 401', async () => {
    expectRefused(await desk.call('POST', '/subscriptions/subscr_x/pause', { memberUid: 'x', until: null, reason: 'x' }), 401, 'AUTH_REQUIRED');
    expectRefused(await desk.call('GET', '/audit'), 401, 'AUTH_REQUIRED');
  });
});

describe('POST /api/desk/subscriptions/{id}/pause, /resume, /cancel', () => {
  it('pauses until a day: payments resume on the first billing date on or after it; history and audit record who, why, before and after', async () => {
    const [admin, plan] = await Promise.all([memberOfType('administrator', 'Aroha Admin'), supporter()]);
    const res = await desk.call('POST', `/subscriptions/${plan.subscriptionId}/pause`, { memberUid: plan.member.uid, until: nzDayAfter(plan.periodEnd, 40), reason: 'Travelling, asked by phone' }, admin.idToken);
    expect(res.status).toBe(200);
    const expected = new Date(plan.periodEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 2);
    expect(res.json.data).toMatchObject({ subscriptionId: plan.subscriptionId, status: 'ACTIVE', pausedUntil: expected.toISOString() });

    const [event] = (await eventsOf(plan.subscriptionId)).slice(1);
    expect(event).toMatchObject({ kind: 'paused', actorUid: admin.uid, reason: 'Travelling, asked by phone', amount: 1_500 });
    const [audit] = await auditOf(plan.member.uid);
    expect(audit).toMatchObject({
      actorUid: admin.uid,
      actorEmail: admin.email,
      action: 'subscription.pause',
      targetType: 'subscription',
      targetId: plan.subscriptionId,
      before: expect.objectContaining({ pausedUntil: null, status: 'ACTIVE' }),
      after: expect.objectContaining({ pausedUntil: expected.toISOString(), reason: 'Travelling, asked by phone' }),
    });
  });

  it('until null skips the next payment only; resume ends the pause and is audited; resuming again records nothing', async () => {
    const [admin, plan] = await Promise.all([memberOfType('administrator'), supporter()]);
    const paused = await desk.call('POST', `/subscriptions/${plan.subscriptionId}/pause`, { memberUid: plan.member.uid, until: null, reason: 'Hardship' }, admin.idToken);
    const oneMonth = new Date(plan.periodEnd);
    oneMonth.setUTCMonth(oneMonth.getUTCMonth() + 1);
    expect(paused.json.data.pausedUntil).toBe(oneMonth.toISOString());
    expect((await desk.call('POST', `/subscriptions/${plan.subscriptionId}/resume`, { memberUid: plan.member.uid }, admin.idToken)).json.data.pausedUntil).toBeNull();
    expect((await desk.call('POST', `/subscriptions/${plan.subscriptionId}/resume`, { memberUid: plan.member.uid }, admin.idToken)).status).toBe(200);
    expect((await auditOf(plan.member.uid)).map((row) => row.action)).toEqual(['subscription.pause', 'subscription.resume']);
    expect((await eventsOf(plan.subscriptionId)).map((row) => row.kind)).toEqual(['created', 'paused', 'resumed']);
  });

  it('cancel now ends the plan at once; cancel at period end keeps it paid to its end; each records canceled with the staff reason', async () => {
    const [admin, now, later] = await Promise.all([memberOfType('administrator'), supporter(), supporter()]);
    const ended = await desk.call('POST', `/subscriptions/${now.subscriptionId}/cancel`, { memberUid: now.member.uid, reason: 'Fraud report', when: 'now' }, admin.idToken);
    expect(ended.json.data).toMatchObject({ status: 'DELETED', cancelAtPeriodEnd: false, cancelReason: 'staff' });
    expect(new Date(ended.json.data.currentPeriodEnd).getTime()).toBeLessThanOrEqual(Date.now());
    const kept = await desk.call('POST', `/subscriptions/${later.subscriptionId}/cancel`, { memberUid: later.member.uid, reason: 'Asked by email', when: 'period_end' }, admin.idToken);
    expect(kept.json.data).toMatchObject({ status: 'DELETED', cancelAtPeriodEnd: true, currentPeriodEnd: later.periodEnd.toISOString() });
    expect((await eventsOf(now.subscriptionId)).at(-1)).toMatchObject({ kind: 'canceled', reason: 'Fraud report', actorUid: admin.uid });
    expect((await auditOf(later.member.uid))[0]).toMatchObject({ action: 'subscription.cancel', before: expect.objectContaining({ status: 'ACTIVE' }), after: expect.objectContaining({ status: 'DELETED', when: 'period_end' }) });
  });

  it('another member’s subscription id under this member’s uid is 404 and changes nothing', async () => {
    const [admin, mine, theirs] = await Promise.all([memberOfType('administrator'), supporter(), supporter()]);
    const before = await subscriptionRow(theirs.subscriptionId);
    expectRefused(await desk.call('POST', `/subscriptions/${theirs.subscriptionId}/cancel`, { memberUid: mine.member.uid, reason: 'x', when: 'now' }, admin.idToken), 404, 'NOT_FOUND');
    expectRefused(await desk.call('POST', `/subscriptions/${theirs.subscriptionId}/pause`, { memberUid: mine.member.uid, until: null, reason: 'x' }, admin.idToken), 404, 'NOT_FOUND');
    expect(await subscriptionRow(theirs.subscriptionId)).toEqual(before);
    expect(await auditOf(mine.member.uid)).toEqual([]);
  });

  it('refuses bad bodies with 400 and a pause that skips nothing or runs past a year; nothing changes', async () => {
    const [admin, plan] = await Promise.all([memberOfType('administrator'), supporter()]);
    const before = await subscriptionRow(plan.subscriptionId);
    const pause = (body: unknown) => desk.call('POST', `/subscriptions/${plan.subscriptionId}/pause`, body, admin.idToken);
    const uid = plan.member.uid;
    expectRefused(await pause({ memberUid: uid, until: '2027-02-30', reason: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefused(await pause({ memberUid: uid, until: '30/01/2027', reason: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefused(await pause({ memberUid: uid, until: null, reason: '' }), 400, 'VALIDATION_FAILED');
    expectRefused(await pause({ memberUid: uid, until: null }), 400, 'VALIDATION_FAILED');
    expectRefused(await pause({ memberUid: uid, until: null, reason: 'x', months: 2 }), 400, 'VALIDATION_FAILED');
    expectRefused(await pause({ memberUid: uid, until: nzDayAfter(new Date(), 1), reason: 'x' }), 400, 'PAUSE_TOO_SHORT');
    expectRefused(await pause({ memberUid: uid, until: nzDayAfter(plan.periodEnd, 400), reason: 'x' }), 400, 'PAUSE_TOO_LONG');
    expectRefused(await desk.call('POST', `/subscriptions/${plan.subscriptionId}/cancel`, { memberUid: uid, reason: 'x', when: 'tomorrow' }, admin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await desk.call('POST', '/subscriptions/not-an-id/resume', { memberUid: uid }, admin.idToken), 400, 'VALIDATION_FAILED');
    expect(await subscriptionRow(plan.subscriptionId)).toEqual(before);
    expect(await auditOf(uid)).toEqual([]);
  });

  it('a yearly plan cannot be paused (409), as for the member', async () => {
    const [admin, plan] = await Promise.all([memberOfType('administrator'), supporter('YEARLY')]);
    expectRefused(await desk.call('POST', `/subscriptions/${plan.subscriptionId}/pause`, { memberUid: plan.member.uid, until: null, reason: 'x' }, admin.idToken), 409, 'PAUSE_MONTHLY_ONLY');
    expect(await auditOf(plan.member.uid)).toEqual([]);
  });
});

describe('complimentary memberships', () => {
  it('grants one to the end of a New Zealand day and revokes it, each audited; revoking again changes nothing', async () => {
    const [admin, member] = await Promise.all([memberOfType('administrator'), memberOfType('standard')]);
    const endsAt = nzDayAfter(new Date(), 90);
    const granted = await desk.call('POST', `/members/${member.uid}/complimentary`, { endsAt, reason: 'Regular contributor' }, admin.idToken);
    expect(granted.status).toBe(200);
    expect(granted.json.data).toMatchObject({ reason: 'Regular contributor', revokedAt: null });
    expect(new Date(granted.json.data.endsAt).toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' })).toBe(nzDayAfter(new Date(`${endsAt}T12:00:00+13:00`), 1));
    const id = granted.json.data.id as number;

    const revoked = await desk.call('DELETE', `/members/${member.uid}/complimentary/${id}`, undefined, admin.idToken);
    expect(revoked.json.data.revokedAt).not.toBeNull();
    expect((await desk.call('DELETE', `/members/${member.uid}/complimentary/${id}`, undefined, admin.idToken)).json.data.revokedAt).toBe(revoked.json.data.revokedAt);
    const audit = await auditOf(member.uid);
    expect(audit.map((row) => [row.action, row.targetId])).toEqual([
      ['membership.complimentary', String(id)],
      ['membership.complimentary_revoke', String(id)],
    ]);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ revokedAt: null }), after: expect.objectContaining({ revokedAt: revoked.json.data.revokedAt }) });
  });

  it('refuses a day already past, an unknown member, and another member’s membership id', async () => {
    const [admin, member, other] = await Promise.all([memberOfType('administrator'), memberOfType('standard'), memberOfType('standard')]);
    expectRefused(await desk.call('POST', `/members/${member.uid}/complimentary`, { endsAt: nzDayAfter(new Date(), -2), reason: 'x' }, admin.idToken), 400, 'COMPLIMENTARY_ENDS_IN_PAST');
    expectRefused(await desk.call('POST', `/members/${member.uid}/complimentary`, { endsAt: nzDayAfter(new Date(), 30) }, admin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await desk.call('POST', '/members/no-such-member/complimentary', { endsAt: nzDayAfter(new Date(), 30), reason: 'x' }, admin.idToken), 404, 'MEMBER_NOT_FOUND');
    const granted = await desk.call('POST', `/members/${other.uid}/complimentary`, { endsAt: nzDayAfter(new Date(), 30), reason: 'Prize' }, admin.idToken);
    expectRefused(await desk.call('DELETE', `/members/${member.uid}/complimentary/${granted.json.data.id}`, undefined, admin.idToken), 404, 'NOT_FOUND');
    const [row] = await (await getDb()).select().from(complimentaryMemberships).where(and(eq(complimentaryMemberships.memberUid, other.uid)));
    expect(row?.revokedAt).toBeNull();
    expect(await auditOf(member.uid)).toEqual([]);
  });
});
