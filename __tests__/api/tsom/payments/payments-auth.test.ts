import type { Answer } from '../../../helpers/api-call';
import { createEmailUser, createRevokedUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());

// A valid body for each call, so that only the token decides the answer.
const CALLS: [string, unknown][] = [
  ['', paymentRequest()],
  ['/create-payment-method', { paymentMethodId: 'pm_card_visa', isSub: false }],
  ['/delete-payment-method', { paymentMethodId: 'card_x' }],
  ['/payment-methods', {}],
  ['/subscriptions', {}],
  ['/update-subscription', { subscriptionId: 'subscr_x', paymentMethodId: 'card_x', amount: 1_000, billingInterval: 'MONTHLY' }],
  ['/list-transactions', {}],
  ['/cancel-subscription', { subscriptionId: 'subscr_x' }],
  ['/receipt', { txId: 'tx_x' }],
  ['/sandbox-card', { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' }],
];

const expectRefused = (res: Answer, code: string) => {
  expect({ status: res.status, code: res.json.error?.code }).toEqual({ status: 401, code });
  expect(res.json.data).toBeUndefined();
};

describe('every payments call needs a valid sign-in', () => {
  it.each(CALLS)('%s refuses no token, an expired, a revoked and a malformed one with 401', async (path, body) => {
    const member = await createEmailUser();
    expectRefused(await api.call(path, body), 'AUTH_REQUIRED');
    expectRefused(await api.call(path, body, expiredIdToken(member.uid, member.email)), 'AUTH_EXPIRED');
    expectRefused(await api.call(path, body, (await createRevokedUser()).idToken), 'AUTH_REVOKED');
    expectRefused(await api.call(path, body, 'not.a.token'), 'AUTH_INVALID');
  });

  it.each(CALLS)('%s answers only POST', async (path) => {
    const res = await fetch(`${api.url}/api/tsom/payments${path}`);
    expect(res.status).toBe(405);
  });
});
