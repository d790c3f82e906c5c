import { getConfig } from '@/lib/server/config';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import renewalDue from '@/pages/api/test/renewal-due';
import { bearer, expectRefused, post } from '../../helpers/api-call';
import { createEmailUser, type EmailUser } from '../../helpers/firebase-emulator';
import { mailTo } from '../../helpers/newsletter-rows';
import { paymentRequest, servePaymentRoutes } from '../../helpers/payment-routes';
import { serveRoute } from '../../helpers/route-server';

// The browser journeys' "a renewal is due now" (decision 238): the journeys' site only, and the caller's own subscription only.
process.env.ENABLE_TEST_ROUTES = '1';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let route: Awaited<ReturnType<typeof serveRoute>>;
let supporter: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
  route = await serveRoute(renewalDue);
});
afterAll(async () => {
  await api.close();
  await route.close();
});
beforeEach(async () => {
  resetRateLimits();
  supporter = await createEmailUser();
});

const renewNow = (subscriptionId: string, token?: string) => post(`${route.url}/api/test/renewal-due`, { subscriptionId }, bearer(token));

async function monthlyOnDecliningCard(): Promise<string> {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), supporter.idToken);
  expect((await api.call('/create-payment-method', { paymentMethodId: 'pm_card_chargeCustomerFail', isSub: true }, supporter.idToken)).status).toBe(200);
  return res.json.data.subscription.subscriptionId as string;
}

const plan = async (token: string) => (await api.call('/subscriptions', {}, token)).json.data[0];

describe('POST /api/test/renewal-due', () => {
  it('renews the caller’s own subscription now: declined on the failing card, past due, and the notice sent', async () => {
    const id = await monthlyOnDecliningCard();
    const res = await renewNow(id, supporter.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ outcome: 'declined' });
    expect(await plan(supporter.idToken)).toMatchObject({ status: 'PAST_DUE' });
    // Queued with the decline (decision 261) and sent by the outbox's worker; the receipt and welcome of the first payment aside.
    const notices = (await mailTo(supporter.email)).filter((mail) => !/^(Your receipt|Welcome)/.test(mail.subject));
    expect(notices.map((mail) => mail.subject)).toEqual(['Your Pānui payment did not go through']);
  });

  it('is a 404 for another member’s subscription and a 401 without sign-in, changing nothing', async () => {
    const id = await monthlyOnDecliningCard();
    const before = await plan(supporter.idToken);
    const someoneElse = await createEmailUser();
    expectRefused(await renewNow(id, someoneElse.idToken), 404, 'NOT_FOUND');
    expectRefused(await renewNow(id), 401, 'AUTH_REQUIRED');
    expect(await plan(supporter.idToken)).toEqual(before);
  });

  it('does not exist without ENABLE_TEST_ROUTES', async () => {
    const id = await monthlyOnDecliningCard();
    const config = getConfig();
    config.ENABLE_TEST_ROUTES = false;
    try {
      expectRefused(await renewNow(id, supporter.idToken), 404, 'NOT_FOUND');
    } finally {
      config.ENABLE_TEST_ROUTES = true;
    }
    expect((await plan(supporter.idToken)).status).toBe('ACTIVE');
  });
});
