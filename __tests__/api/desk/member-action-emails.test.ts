import { eq } from 'drizzle-orm';
import { displayDate } from '@/lib/dates/nz-time';
import { getDb } from '@/lib/server/db/client';
import { subscriptionEvents } from '@/lib/server/db/schema/business';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { serveMemberActionRoutes } from '../../helpers/member-action-routes';
import { mailTo } from '../../helpers/newsletter-rows';
import { outboxRowsTo } from '../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../helpers/payment-routes';
import { memberOfType } from '../../helpers/staff-members';

let desk: Awaited<ReturnType<typeof serveMemberActionRoutes>>;
let payments: Awaited<ReturnType<typeof servePaymentRoutes>>;
beforeAll(async () => {
  [desk, payments] = await Promise.all([serveMemberActionRoutes(), servePaymentRoutes()]);
});
afterAll(() => Promise.all([desk.close(), payments.close()]));
beforeEach(() => resetRateLimits());

const DAY = 86_400_000;

/** A reader with a monthly plan whose paid period ends in 10 days, and an administrator. */
async function supporterAndAdmin() {
  const [member, admin] = await Promise.all([memberOfType('standard', 'Hemi Walker'), memberOfType('administrator', 'Aroha Admin')]);
  const res = await payments.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_500, amount: 1_500 }), member.idToken);
  expect(res.status).toBe(200);
  const subscriptionId = res.json.data.subscription.subscriptionId as string;
  const periodEnd = new Date(Date.now() + 10 * DAY);
  await (await getDb()).update(subscriptions).set({ currentPeriodEnd: periodEnd }).where(eq(subscriptions.id, subscriptionId));
  return { member, admin, subscriptionId, periodEnd };
}

const confirmationKeys = async (email: string) => (await outboxRowsTo(email)).map((row) => row.key).filter((key) => key.startsWith('subscription-'));
const eventId = async (subscriptionId: string, kind: string) =>
  (await (await getDb()).select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId))).find((event) => event.kind === kind)?.id;

describe('confirmations of changes the newsroom makes from the business desk', () => {
  it('pause and resume by staff: the member gets the same emails as for their own, saying the newsroom made the change, and never the staff’s reason', async () => {
    const { member, admin, subscriptionId } = await supporterAndAdmin();
    const paused = await desk.call('POST', `/subscriptions/${subscriptionId}/pause`, { memberUid: member.uid, until: null, reason: 'Rang in, lost their job' }, admin.idToken);
    expect(paused.status).toBe(200);
    expect((await desk.call('POST', `/subscriptions/${subscriptionId}/resume`, { memberUid: member.uid }, admin.idToken)).status).toBe(200);
    // Nothing to resume: nothing recorded, nothing sent.
    expect((await desk.call('POST', `/subscriptions/${subscriptionId}/resume`, { memberUid: member.uid }, admin.idToken)).status).toBe(200);

    expect(await confirmationKeys(member.email)).toEqual([`subscription-paused:${await eventId(subscriptionId, 'paused')}`, `subscription-resumed:${await eventId(subscriptionId, 'resumed')}`]);
    const mails = await mailTo(member.email);
    const pause = mails.find((mail) => mail.subject === 'Your regular gift to Pānui is paused');
    expect(pause!.text).toContain(`Paused until: ${displayDate(paused.json.data.pausedUntil)}`);
    for (const mail of mails.filter((each) => each.subject.startsWith('Your regular gift'))) {
      expect(mail.text).toContain('The Pānui team made this change for you.');
      expect(mail.text).not.toContain('lost their job');
    }
  });

  it('cancel at the period’s end, then now: two emails, the second saying the support has ended today', async () => {
    const { member, admin, subscriptionId, periodEnd } = await supporterAndAdmin();
    const cancel = (when: string) => desk.call('POST', `/subscriptions/${subscriptionId}/cancel`, { memberUid: member.uid, reason: 'Asked by email', when }, admin.idToken);
    expect((await cancel('period_end')).status).toBe(200);
    expect((await cancel('period_end')).status).toBe(200);
    expect((await cancel('now')).status).toBe(200);
    expect((await cancel('now')).status).toBe(200);

    expect(await confirmationKeys(member.email)).toEqual([`subscription-canceled:${await eventId(subscriptionId, 'canceled')}`, `subscription-canceled:${subscriptionId}:ended-now`]);
    const [atEnd, now] = (await mailTo(member.email)).filter((mail) => mail.subject === 'Your regular gift to Pānui is cancelled');
    expect(atEnd!.text).toContain(`Support ends on: ${displayDate(periodEnd)}`);
    expect(now!.text).toContain(`It ended on ${displayDate(new Date())}.`);
    expect(now!.text).toContain('The Pānui team made this change for you.');
  });

  it('a plan cancelled now at once gets one email saying it ended', async () => {
    const { member, admin, subscriptionId } = await supporterAndAdmin();
    expect((await desk.call('POST', `/subscriptions/${subscriptionId}/cancel`, { memberUid: member.uid, reason: 'Card reported stolen', when: 'now' }, admin.idToken)).status).toBe(200);
    expect(await confirmationKeys(member.email)).toEqual([`subscription-canceled:${await eventId(subscriptionId, 'canceled')}`]);
    const [mail] = (await mailTo(member.email)).filter((each) => each.subject === 'Your regular gift to Pānui is cancelled');
    expect(mail!.text).toContain(`Ended on: ${displayDate(new Date())}`);
  });

  it('a refused staff action sends nothing', async () => {
    const { member, admin, subscriptionId } = await supporterAndAdmin();
    const tooShort = await desk.call('POST', `/subscriptions/${subscriptionId}/pause`, { memberUid: member.uid, until: new Date().toISOString().slice(0, 10), reason: 'x' }, admin.idToken);
    expect(tooShort.status).toBe(400);
    expect(await confirmationKeys(member.email)).toEqual([]);
  });
});
