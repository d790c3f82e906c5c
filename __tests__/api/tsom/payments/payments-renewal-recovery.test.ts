import { getDb } from '@/lib/server/db/client';
import { sandboxCharges, subscriptions } from '@/lib/server/db/schema/payments';
import { subscriptionEvents } from '@/lib/server/db/schema/business';
import { createSignedLinkTokens } from '@/lib/server/http/signed-link-token';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { formatSubject } from '@/lib/server/payments/recovery/card-update-link';
import { displayDate } from '@/lib/dates/nz-time';
import { buildPaymentRecovery, DEVELOPMENT_PAYMENT_LINK_SECRET, UPDATE_CARD_PURPOSE } from '@/lib/server/payments/recovery/payment-recovery';
import { payWithCardUpdateLink } from '@/lib/server/payments/recovery/card-update-service';
import { renewDueSubscriptions } from '@/lib/server/payments/renewal-service';
import type { PaymentProvider } from '@/lib/server/providers/payments/payment-provider';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { eq } from 'drizzle-orm';
import { expectRefused } from '../../../helpers/api-call';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { mailTo } from '../../../helpers/newsletter-rows';
import { outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

// Failed renewals recovered (decisions 232, 233): retries 3, 5 and 7 days after the first decline,
// then a lapse with a final notice; the notice's update-card link charges what is due once. The
// notices are outbox rows written with the renewal's failure (decision 261): read from the outbox
// before any worker runs, and sent by it.
let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let supporter: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(async () => {
  resetRateLimits();
  supporter = await createEmailUser();
});

const DAY = 86_400_000;
const NOTICES = ['renewal-failed', 'renewal-needs-authentication', 'subscription-lapsed'];

/** The notices queued to the supporter, oldest first: template, key, status and the link each carries. */
async function noticesQueued() {
  return (await outboxRowsTo(supporter.email))
    .filter((row) => NOTICES.includes(row.template))
    .map((row) => {
      const data = row.data as Record<string, string | null>;
      return { kind: row.template, key: row.key, status: row.status, nextTry: data.nextTry, url: (data.confirmUrl ?? data.updateCardUrl ?? data.restartUrl)! };
    });
}

/** The renewal job with its clock `days` after the subscription started. */
function renewalJob() {
  const start = Date.now();
  const runOn = async (day: number) => {
    const db = await getDb();
    const clock = () => new Date(start + day * DAY + 60_000);
    const recovery = buildPaymentRecovery({ RENEWAL_RETRY_DAYS: [3, 5, 7], PAYMENT_LINK_DAYS: 14, SITE_URL: 'http://localhost:3000' }, clock);
    return renewDueSubscriptions({ db, clock, provider: createSandboxPaymentProvider({ db, clock }), recovery });
  };
  return { runOn };
}

async function monthlyWithFailingCard(card = 'pm_card_chargeCustomerFail') {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), supporter.idToken);
  expect(res.status).toBe(200);
  expect((await api.call('/create-payment-method', { paymentMethodId: card, isSub: true }, supporter.idToken)).status).toBe(200);
  return res.json.data.subscription.subscriptionId as string;
}

const subscriptionRow = async (id: string) => (await (await getDb()).select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const succeededCharges = async () => (await (await getDb()).select().from(sandboxCharges).where(eq(sandboxCharges.customerId, supporter.uid))).filter((c) => c.outcome === 'succeeded');
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const updateCard = (token: string, paymentMethodId = 'pm_card_visa', idToken?: string) => api.callPath('/api/payments/update-card', { token, paymentMethodId }, idToken);

describe('the retry schedule of a declined renewal (sandbox)', () => {
  it('declines on day 0, retries on days 3, 5 and 7, then lapses with a final notice; the history says lapsed', async () => {
    const id = await monthlyWithFailingCard();
    const job = renewalJob();
    const periodEnd = (await subscriptionRow(id)).currentPeriodEnd;
    const dueDay = Math.ceil((periodEnd.getTime() - Date.now()) / DAY);
    expect(await job.runOn(dueDay)).toMatchObject({ declined: 1 });
    expect(await subscriptionRow(id)).toMatchObject({ status: 'PAST_DUE', failedRenewals: 1, nextRetryAt: new Date(periodEnd.getTime() + 3 * DAY) });
    // Committed with the failure, before any worker runs: a crash now cannot lose the notice.
    expect(await noticesQueued()).toEqual([
      expect.objectContaining({ kind: 'renewal-failed', key: `renewal-failed:${id}:${periodEnd.toISOString()}:1`, status: 'pending', nextTry: displayDate(new Date(periodEnd.getTime() + 3 * DAY)) }),
    ]);
    expect(await job.runOn(dueDay + 2)).toMatchObject({ declined: 0 });
    expect(await job.runOn(dueDay + 3)).toMatchObject({ declined: 1 });
    expect(await job.runOn(dueDay + 5)).toMatchObject({ declined: 1 });
    expect(await job.runOn(dueDay + 7)).toMatchObject({ lapsed: 1 });
    expect(await job.runOn(dueDay + 30)).toMatchObject({ declined: 0, lapsed: 0, renewed: 0 });
    const notices = await noticesQueued();
    expect(notices.map((n) => n.kind)).toEqual(['renewal-failed', 'renewal-failed', 'renewal-failed', 'subscription-lapsed']);
    expect(notices.map((n) => n.key)).toEqual([1, 2, 3].map((attempt) => `renewal-failed:${id}:${periodEnd.toISOString()}:${attempt}`).concat(`lapsed:${id}:${periodEnd.toISOString()}`));
    expect(notices.at(-2)!.nextTry).toBe(displayDate(new Date(periodEnd.getTime() + 7 * DAY)));
    expect(notices.at(-1)!.url).toBe('http://localhost:3000/donate');
    // The worker sends them: the last try's notice and the final one, as the supporter reads them.
    const mails = (await mailTo(supporter.email)).filter((mail) => /did not go through|has ended/.test(mail.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([...Array(3).fill('Your Pānui payment did not go through'), 'Your Pānui support has ended']);
    expect(mails[0]!.text).toContain(`We will try again on ${displayDate(new Date(periodEnd.getTime() + 3 * DAY))}.`);
    expect(mails[0]!.text).toContain(`Update your card ${notices[0]!.url}`);
    expect(mails[3]!.text).toContain('We could not take your $10.00 NZD monthly gift after several tries');
    expect((await subscriptionRow(id)).status).toBe('DELETED');
    const failed = (await api.call('/list-transactions', {}, supporter.idToken)).json.data.filter((t: { status: string }) => t.status === 'failed');
    expect(failed).toHaveLength(4);
    const kinds = (await (await getDb()).select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id))).map((e) => e.kind);
    expect(kinds).toEqual(['created', 'lapsed']);
    expectRefused(await updateCard(tokenOf(notices[0]!.url)), 409, 'SUBSCRIPTION_ENDED');
  });

  it('a new card through the notice’s link is charged once, stops the schedule, and the link is then spent', async () => {
    const id = await monthlyWithFailingCard();
    const job = renewalJob();
    const dueDay = Math.ceil(((await subscriptionRow(id)).currentPeriodEnd.getTime() - Date.now()) / DAY);
    await job.runOn(dueDay);
    const token = tokenOf((await noticesQueued())[0]!.url);
    const before = (await succeededCharges()).length;
    const [first, second] = await Promise.all([updateCard(token), updateCard(token)]);
    // A double click: the same charge (200 twice), or the second finds it paid (409 LINK_USED).
    expect([first.status, second.status]).toContain(200);
    for (const res of [first, second]) expect([200, 409]).toContain(res.status);
    expect((await succeededCharges()).length).toBe(before + 1);
    expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE', failedRenewals: 0, nextRetryAt: null });
    expectRefused(await updateCard(token), 409, 'LINK_USED');
    await job.runOn(dueDay + 3);
    await job.runOn(dueDay + 7);
    expect(await noticesQueued()).toHaveLength(1);
    expect((await succeededCharges()).length).toBe(before + 1);
  });

  it('two different cards sent through one link at the same moment: one is charged and becomes the card, the other answers 409', async () => {
    const id = await monthlyWithFailingCard();
    const job = renewalJob();
    const dueDay = Math.ceil(((await subscriptionRow(id)).currentPeriodEnd.getTime() - Date.now()) / DAY);
    await job.runOn(dueDay);
    const token = tokenOf((await noticesQueued())[0]!.url);
    const before = (await succeededCharges()).length;
    // The first card's charge is held at the provider until the second submit has charged too or
    // has been answered: both are past the link's checks, as two tabs at the same moment would be.
    const db = await getDb();
    const sandbox = createSandboxPaymentProvider({ db, clock: () => new Date() });
    let parked: () => void = () => undefined;
    const firstParked = new Promise<void>((resolve) => (parked = resolve));
    let release: () => void = () => undefined;
    const firstMayGo = new Promise<void>((resolve) => (release = resolve));
    let charges = 0;
    const provider: PaymentProvider = {
      ...sandbox,
      async charge(request) {
        charges += 1;
        if (charges === 1) {
          parked();
          await firstMayGo;
        } else release();
        return sandbox.charge(request);
      },
    };
    const deps = { db, clock: () => new Date(), provider };
    const outcome = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));
    const first = outcome(payWithCardUpdateLink(deps, null, { token, paymentMethodId: 'pm_card_visa' }));
    await firstParked;
    const second = await outcome(payWithCardUpdateLink(deps, null, { token, paymentMethodId: 'pm_card_mastercard' }).finally(() => release()));
    expect(await first).toMatchObject({ value: { state: 'paid' } });
    expect(second).toMatchObject({ error: { status: 409, code: 'PAYMENT_IN_PROGRESS' } });
    expect((await succeededCharges()).length).toBe(before + 1);
    const [plan] = (await api.call('/subscriptions', {}, supporter.idToken)).json.data;
    expect(plan).toMatchObject({ status: 'ACTIVE', card: { last4: '4242' } });
  });

  it('refuses a tampered, expired or someone else’s link and changes nothing', async () => {
    const id = await monthlyWithFailingCard();
    const job = renewalJob();
    const dueDay = Math.ceil(((await subscriptionRow(id)).currentPeriodEnd.getTime() - Date.now()) / DAY);
    await job.runOn(dueDay);
    const token = tokenOf((await noticesQueued())[0]!.url);
    const row = await subscriptionRow(id);
    expectRefused(await updateCard(`${token.slice(0, -2)}xx`), 400, 'LINK_INVALID');
    expectRefused(await updateCard(token.replace(id, `${id}0`)), 400, 'LINK_INVALID');
    const expired = createSignedLinkTokens(DEVELOPMENT_PAYMENT_LINK_SECRET, UPDATE_CARD_PURPOSE, () => new Date()).sign(
      formatSubject({ subscriptionId: id, periodEnd: Math.floor(row.currentPeriodEnd.getTime() / 1000) }),
      new Date(Date.now() - 1_000),
    );
    expectRefused(await updateCard(expired), 410, 'LINK_EXPIRED');
    const someoneElse = await createEmailUser();
    expectRefused(await updateCard(token, 'pm_card_visa', someoneElse.idToken), 403, 'LINK_NOT_YOURS');
    expect(await subscriptionRow(id)).toMatchObject({ status: 'PAST_DUE', failedRenewals: 1, paymentMethodId: row.paymentMethodId });
  });

  it('a renewal whose bank asks off the site (4000 0027 6000 3184) waits, and the notice’s link confirms it', async () => {
    const id = await monthlyWithFailingCard('pm_card_authenticationRequired');
    const job = renewalJob();
    const dueDay = Math.ceil(((await subscriptionRow(id)).currentPeriodEnd.getTime() - Date.now()) / DAY);
    await job.runOn(dueDay);
    const [notice, ...more] = await noticesQueued();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: 'renewal-needs-authentication', status: 'pending', key: expect.stringMatching(new RegExp(`^renewal-needs-authentication:${id}:.+:1$`)) });
    const link = new URL(notice!.url);
    const intentId = decodeURIComponent(link.pathname.split('/').pop()!);
    const challenge = { intentId, clientSecret: link.searchParams.get('secret')!, decision: 'complete' };
    expect((await api.callPath('/api/payments/sandbox-challenge', challenge)).status).toBe(200);
    expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE', failedRenewals: 0 });
  });

  it('4000 0025 0000 3155 asks on the site only: its renewals go through', async () => {
    const id = await monthlyWithFailingCard('pm_card_authenticationRequiredOnSetup');
    const job = renewalJob();
    const dueDay = Math.ceil(((await subscriptionRow(id)).currentPeriodEnd.getTime() - Date.now()) / DAY);
    expect(await job.runOn(dueDay)).toMatchObject({ renewed: 1 });
    expect(await noticesQueued()).toHaveLength(0);
  });
});
