import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../../helpers/api-call';
import { createEmailUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';
import { bearer, post } from '../../../helpers/api-call';
import createMember from '@/pages/api/tsom/members/index';
import { serveRoute } from '../../../helpers/route-server';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let alice: EmailUser;
let bob: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
  [alice, bob] = await Promise.all([createEmailUser(), createEmailUser()]);
  const members = await serveRoute(createMember);
  await post(members.url, { email: alice.email, firstName: 'Aroha', lastName: 'Tāne' }, bearer(alice.idToken));
  await members.close();
});
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

describe('POST /api/tsom/payments/list-transactions', () => {
  it('lists the caller’s transactions newest first, failed ones included, and nobody else’s', async () => {
    const carol = await createEmailUser();
    await api.call('', paymentRequest(), carol.idToken);
    await api.call('', paymentRequest({ paymentMethodId: 'pm_card_visa_chargeDeclined' }), carol.idToken);
    await api.call('', paymentRequest(), bob.idToken);
    const res = await api.call('/list-transactions', {}, carol.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.map((t: { status: string }) => t.status)).toEqual(['failed', 'succeeded']);
  });

  it('refuses a body with 400 and a missing or expired token with 401', async () => {
    expectRefused(await api.call('/list-transactions', { uid: bob.uid }, alice.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/list-transactions', {}), 401, 'AUTH_REQUIRED');
    expectRefused(await api.call('/list-transactions', {}, expiredIdToken(alice.uid, alice.email)), 401, 'AUTH_EXPIRED');
  });
});

describe('POST /api/tsom/payments/receipt', () => {
  it('answers the receipt of a successful charge: site, member, NZD amount, NZ date, card', async () => {
    const paid = await api.call('', paymentRequest({ amount: 123_456, price: 123_456, description: 'Donation to the newsroom' }), alice.idToken);
    const txId = paid.json.data.transaction.txId;
    const res = await api.call('/receipt', { txId }, alice.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      siteName: 'Pānui',
      txId,
      memberName: 'Aroha Tāne',
      memberEmail: alice.email,
      amountCents: 123_456,
      amount: '$1,234.56',
      currency: 'NZD',
      description: 'Donation to the newsroom',
      billingInterval: 'ONE_OFF',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(res.json.data.date).toMatch(/^\d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm) NZ time$/);
  });

  it("answers 404 for another member's transaction and for a failed one", async () => {
    const theirs = await api.call('', paymentRequest(), bob.idToken);
    expectRefused(await api.call('/receipt', { txId: theirs.json.data.transaction.txId }, alice.idToken), 404, 'NOT_FOUND');
    const failed = await api.call('', paymentRequest({ paymentMethodId: 'pm_card_visa_chargeDeclined' }), alice.idToken);
    expectRefused(await api.call('/receipt', { txId: failed.json.error.details.txId }, alice.idToken), 404, 'NOT_FOUND');
  });

  it('refuses a bad id with 400 and a missing token with 401', async () => {
    expectRefused(await api.call('/receipt', { txId: 'nope' }, alice.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/receipt', { txId: 'tx_1' }), 401, 'AUTH_REQUIRED');
  });
});
