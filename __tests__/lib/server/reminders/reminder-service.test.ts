import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { paymentMethods, subscriptions } from '@/lib/server/db/schema/payments';
import { listOutboxMessages, type OutboxMessageRow } from '@/lib/server/outbox/outbox-store';
import { sendDueReminders } from '@/lib/server/reminders/reminder-service';
import { capturingMailer, drainTestOutbox } from '../../../helpers/outbox';

// Years no other row of this file's database reaches, so every reminder found is one made here.
// 15 June 2031, noon in New Zealand (NZST, UTC+12).
const NOW = new Date('2031-06-15T00:00:00Z');
const DAY = 86_400_000;
const clockAt = (at: Date) => () => at;

let tag = '';

async function member(name: string, email: string | null = `${name}-${tag}@example.nz`): Promise<string> {
  const uid = `${tag}-${name}`;
  await (await getDb()).insert(members).values({ uid, email, name, firstName: null, lastName: null });
  return uid;
}

async function card(uid: string, expYear: number, expMonth: number, fields: { last4?: string; deletedAt?: Date } = {}): Promise<string> {
  const id = `pm_${randomUUID()}`;
  await (await getDb())
    .insert(paymentMethods)
    .values({ id, memberUid: uid, provider: 'sandbox', providerPaymentMethodId: `sb_${id}`, brand: 'visa', last4: fields.last4 ?? '4242', expMonth, expYear, deletedAt: fields.deletedAt ?? null });
  return id;
}

type PlanFields = { interval?: 'MONTHLY' | 'YEARLY'; status?: 'ACTIVE' | 'PAST_DUE' | 'DELETED'; amount?: number; cancelAtPeriodEnd?: boolean; pausedUntil?: Date };

async function plan(uid: string, cardId: string | null, periodEnd: Date, fields: PlanFields = {}): Promise<string> {
  const id = `sub_${randomUUID()}`;
  await (await getDb()).insert(subscriptions).values({
    id,
    memberUid: uid,
    provider: 'sandbox',
    providerSubscriptionId: `sb_${id}`,
    paymentMethodId: cardId,
    amount: fields.amount ?? 1_000,
    billingInterval: fields.interval ?? 'MONTHLY',
    status: fields.status ?? 'ACTIVE',
    currentPeriodStart: new Date(periodEnd.getTime() - 30 * DAY),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
    pausedUntil: fields.pausedUntil ?? null,
  });
  return id;
}

const reminderRows = async (): Promise<OutboxMessageRow[]> =>
  (await listOutboxMessages(await getDb(), { limit: 10_000 })).filter((row) => row.key.startsWith('card-expiring:') || row.key.startsWith('renewal-reminder:')).reverse();

beforeEach(() => {
  tag = `rem-${randomUUID().slice(0, 8)}`;
});

describe('cards expiring next month', () => {
  it('one email per card that pays a live plan, listing its plans; cancelled plans, removed cards, other months and erased members get none', async () => {
    const aroha = await member('aroha');
    const julyCard = await card(aroha, 2031, 7, { last4: '1111' });
    await plan(aroha, julyCard, new Date('2031-06-20T00:00:00Z'), { amount: 1_500 });
    await plan(aroha, julyCard, new Date('2031-06-25T00:00:00Z'), { status: 'PAST_DUE', amount: 500 });
    // The same card's cancelled plan is not listed.
    await plan(aroha, julyCard, new Date('2031-06-22T00:00:00Z'), { status: 'DELETED', amount: 9_900 });

    const hemi = await member('hemi');
    await plan(hemi, await card(hemi, 2031, 7), new Date('2031-06-20T00:00:00Z'), { status: 'DELETED' });
    await plan(hemi, await card(hemi, 2031, 7, { deletedAt: new Date('2031-06-01T00:00:00Z') }), new Date('2031-06-20T00:00:00Z'));
    await plan(hemi, await card(hemi, 2031, 6), new Date('2031-06-20T00:00:00Z'));
    await plan(hemi, await card(hemi, 2031, 9), new Date('2031-06-20T00:00:00Z'));
    await card(hemi, 2031, 7); // saved, but paying for nothing
    const erased = await member('erased', null);
    await plan(erased, await card(erased, 2031, 7), new Date('2031-06-20T00:00:00Z'));

    const report = await sendDueReminders({ db: await getDb(), clock: clockAt(NOW) });
    expect(report).toEqual({ cardsExpiring: 1, renewalReminders: 0, failed: 0 });
    const rows = await reminderRows();
    expect(rows.map((row) => [row.key, row.recipient, row.template])).toEqual([[`card-expiring:${julyCard}:2031-07`, `aroha-${tag}@example.nz`, 'card-expiring']]);
    expect(rows[0]!.data).toEqual({
      memberName: 'aroha',
      card: 'Visa ending 1111',
      expires: 'July 2031',
      gifts: [
        { amount: '$15.00', billingInterval: 'MONTHLY', nextPaymentOn: '20 June 2031' },
        { amount: '$5.00', billingInterval: 'MONTHLY', nextPaymentOn: '25 June 2031' },
      ],
    });

    const mailer = capturingMailer();
    await drainTestOutbox({ mailer });
    const [mail] = mailer.sent.filter((message) => message.to === `aroha-${tag}@example.nz`);
    expect(mail!.subject).toBe('Your Visa ending 1111 expires at the end of July 2031');
    expect(mail!.text).toContain('/profile');
  });

  it('is queued once however often the job runs that month, on however many instances; next month is about next month’s cards', async () => {
    const rawiri = await member('rawiri');
    const julyCard = await card(rawiri, 2031, 7);
    const augustCard = await card(rawiri, 2031, 8);
    await plan(rawiri, julyCard, new Date('2031-06-20T00:00:00Z'));
    await plan(rawiri, augustCard, new Date('2031-06-28T00:00:00Z'));
    const deps = { db: await getDb(), clock: clockAt(NOW) };

    const runs = await Promise.all([sendDueReminders(deps), sendDueReminders(deps)]);
    expect(runs.reduce((sum, run) => sum + run.cardsExpiring, 0)).toBe(1);
    expect((await sendDueReminders({ ...deps, clock: clockAt(new Date(NOW.getTime() + 10 * DAY)) })).cardsExpiring).toBe(0);
    // 15 July: the July card expires this month (told already); the August card is next month's.
    expect((await sendDueReminders({ ...deps, clock: clockAt(new Date('2031-07-15T00:00:00Z')) })).cardsExpiring).toBe(1);
    expect((await reminderRows()).filter((row) => row.recipient === `rawiri-${tag}@example.nz`).map((row) => row.key)).toEqual([
      `card-expiring:${julyCard}:2031-07`,
      `card-expiring:${augustCard}:2031-08`,
    ]);
  });
});

describe('yearly renewals 7 days ahead', () => {
  // The day runs from 16 June (tomorrow) to 22 June (in 7 New Zealand days); 10:00 NZST = 22:00 UTC the day before.
  const nzMorning = (day: number) => new Date(Date.UTC(2031, 5, day - 1, 22));

  it('each yearly plan that renews within the week, once; monthly, ending, past-due and later plans are not reminded', async () => {
    const mere = await member('mere');
    const visa = await card(mere, 2033, 1, { last4: '4444' });
    const inSeven = await plan(mere, visa, nzMorning(22), { interval: 'YEARLY', amount: 12_000 });
    const inEight = await plan(mere, visa, nzMorning(23), { interval: 'YEARLY' });
    await plan(mere, visa, nzMorning(20), { interval: 'MONTHLY' });
    await plan(mere, visa, nzMorning(20), { interval: 'YEARLY', status: 'DELETED', cancelAtPeriodEnd: true });
    await plan(mere, visa, nzMorning(20), { interval: 'YEARLY', status: 'PAST_DUE' });
    await plan(mere, visa, nzMorning(15), { interval: 'YEARLY' }); // today: the renewal run's business, not a reminder's
    const noCard = await plan(await member('tama'), null, nzMorning(18), { interval: 'YEARLY', amount: 5_000 });

    const deps = { db: await getDb(), clock: clockAt(NOW) };
    expect(await sendDueReminders(deps)).toEqual({ cardsExpiring: 0, renewalReminders: 2, failed: 0 });
    expect(await sendDueReminders(deps)).toEqual({ cardsExpiring: 0, renewalReminders: 0, failed: 0 });
    const rows = (await reminderRows()).filter((row) => row.key.startsWith('renewal-reminder:'));
    expect(rows.map((row) => [row.key, row.recipient, row.template])).toEqual([
      [`renewal-reminder:${noCard}:2031-06-18`, `tama-${tag}@example.nz`, 'renewal-reminder'],
      [`renewal-reminder:${inSeven}:2031-06-22`, `mere-${tag}@example.nz`, 'renewal-reminder'],
    ]);
    expect(rows[1]!.data).toEqual({ memberName: 'mere', amount: '$120.00', renewsOn: '22 June 2031', card: 'Visa ending 4444' });
    expect(rows[0]!.data).toMatchObject({ card: null });

    // The next day, the plan now 7 days out is reminded, and only it.
    expect(await sendDueReminders({ ...deps, clock: clockAt(new Date(NOW.getTime() + DAY)) })).toEqual({ cardsExpiring: 0, renewalReminders: 1, failed: 0 });
    expect((await reminderRows()).map((row) => row.key)).toContain(`renewal-reminder:${inEight}:2031-06-23`);

    const mailer = capturingMailer();
    await drainTestOutbox({ mailer });
    const mail = mailer.sent.find((message) => message.key === `renewal-reminder:${inSeven}:2031-06-22`);
    expect(mail!.subject).toBe('Your yearly gift to Pānui renews on 22 June 2031');
    expect(mail!.text).toContain('Card: Visa ending 4444');
  });

  it('a plan renewed for another year is reminded again before its next renewal', async () => {
    const ana = await member('ana');
    const id = await plan(ana, await card(ana, 2035, 1), nzMorning(20), { interval: 'YEARLY' });
    const deps = { db: await getDb(), clock: clockAt(NOW) };
    expect((await sendDueReminders(deps)).renewalReminders).toBe(1);
    await (await getDb()).update(subscriptions).set({ currentPeriodEnd: new Date(Date.UTC(2032, 5, 19, 22)) }).where(eq(subscriptions.id, id));
    expect((await sendDueReminders({ ...deps, clock: clockAt(new Date('2032-06-15T00:00:00Z')) })).renewalReminders).toBe(1);
    expect((await reminderRows()).filter((row) => row.recipient === `ana-${tag}@example.nz`).map((row) => row.key)).toEqual([
      `renewal-reminder:${id}:2031-06-20`,
      `renewal-reminder:${id}:2032-06-20`,
    ]);
  });
});
