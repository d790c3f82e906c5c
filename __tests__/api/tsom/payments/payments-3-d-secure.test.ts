import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../../helpers/api-call';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';
import { sandboxCharges } from '@/lib/server/db/schema/payments';
import { eq } from 'drizzle-orm';

// 3-D Secure in the sandbox (decision 230): Stripe's authentication test cards, the sandbox's bank
// screen (/api/payments/sandbox-challenge), and confirm-payment, which asks the provider, not the browser.
let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let donor: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(async () => {
  resetRateLimits();
  donor = await createEmailUser();
});

const ALWAYS_ASKS = 'pm_card_authenticationRequired';
const ASKS_ON_SESSION = 'pm_card_authenticationRequiredOnSetup';

async function payAsking(fields: Record<string, unknown> = {}, key = randomUUID()) {
  const res = await api.call('', paymentRequest({ paymentMethodId: ALWAYS_ASKS, ...fields }), donor.idToken, { 'x-idempotency-key': key });
  expect(res.status).toBe(200);
  return res.json.data as { transaction: { txId: string; status: string }; nextAction: { provider: string; intentId: string; clientSecret: string } };
}

const answer = (action: { intentId: string; clientSecret: string }, decision: 'complete' | 'fail') =>
  api.callPath('/api/payments/sandbox-challenge', { intentId: action.intentId, clientSecret: action.clientSecret, decision });

const ledger = async (intentId: string) => (await (await getDb()).select().from(sandboxCharges).where(eq(sandboxCharges.id, intentId)))[0];

describe('3-D Secure in the sandbox', () => {
  it('asks, charges nothing until the challenge is completed, then settles once and answers the receipt', async () => {
    const first = await payAsking();
    expect(first.transaction.status).toBe('requires_action');
    expect(first.nextAction).toMatchObject({ provider: 'sandbox', intentId: expect.stringMatching(/^pi_sbx_/) });
    expect((await ledger(first.nextAction.intentId))?.outcome).toBe('requires_action');
    expectRefused(await api.call('/confirm-payment', { txId: first.transaction.txId }, donor.idToken), 409, 'AUTHENTICATION_INCOMPLETE');

    expect((await answer(first.nextAction, 'complete')).json.data).toEqual({ state: 'completed' });
    const confirmed = await api.call('/confirm-payment', { txId: first.transaction.txId }, donor.idToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.transaction).toMatchObject({ txId: first.transaction.txId, status: 'succeeded', amount: 2_500 });
    expect((await api.call('/receipt', { txId: first.transaction.txId }, donor.idToken)).status).toBe(200);
    // A reload asks again: the same answer, no second charge.
    expect((await api.call('/confirm-payment', { txId: first.transaction.txId }, donor.idToken)).json).toEqual(confirmed.json);
    const charges = await (await getDb()).select().from(sandboxCharges).where(eq(sandboxCharges.customerId, donor.uid));
    expect(charges.filter((charge) => charge.outcome === 'succeeded')).toHaveLength(1);
    // Its receipt email, queued once when the challenge's payment settles (decisions 211, 260).
    expect((await outboxRowsTo(donor.email)).map((row) => row.key)).toEqual([`receipt:${first.transaction.txId}`]);
  });

  it('"Fail" declines: 422 CARD_AUTHENTICATION_FAILED with words the donor can act on, a failed transaction, no charge', async () => {
    const { transaction, nextAction } = await payAsking();
    expect((await answer(nextAction, 'fail')).json.data).toEqual({ state: 'failed' });
    const refused = await api.call('/confirm-payment', { txId: transaction.txId }, donor.idToken);
    expectRefused(refused, 422, 'CARD_AUTHENTICATION_FAILED');
    expect(refused.json.error.message).toBe('Your bank did not approve the payment. Try again or use another card.');
    const [tx] = (await api.call('/list-transactions', {}, donor.idToken)).json.data;
    expect(tx).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect((await ledger(nextAction.intentId))?.outcome).toBe('declined');
  });

  it('a double click (the same key) gets the same challenge; answering it twice is a 409 and charges once', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([payAsking({}, key), payAsking({}, key)]);
    expect(b.nextAction).toEqual(a.nextAction);
    expect((await answer(a.nextAction, 'complete')).status).toBe(200);
    expectRefused(await answer(a.nextAction, 'complete'), 409, 'CHALLENGE_ALREADY_DECIDED');
    expectRefused(await answer(a.nextAction, 'fail'), 409, 'CHALLENGE_ALREADY_DECIDED');
    expect((await api.call('/confirm-payment', { txId: a.transaction.txId }, donor.idToken)).json.data.transaction.status).toBe('succeeded');
  });

  it('refuses forged returns: a tampered secret, a made-up intent, another member’s payment, a malformed id', async () => {
    const { transaction, nextAction } = await payAsking();
    // The last character changed, never to itself (a secret that ended in "x" once went through unchanged).
    const tampered = `${nextAction.clientSecret.slice(0, -1)}${nextAction.clientSecret.endsWith('x') ? 'y' : 'x'}`;
    expectRefused(await answer({ ...nextAction, clientSecret: tampered }, 'complete'), 404, 'CHALLENGE_INVALID');
    expectRefused(await answer({ intentId: 'pi_sbx_made-up', clientSecret: nextAction.clientSecret }, 'complete'), 404, 'CHALLENGE_INVALID');
    expectRefused(await api.callPath('/api/payments/sandbox-challenge', { ...nextAction, decision: 'complete' }), 400, 'VALIDATION_FAILED');
    const other = await createEmailUser();
    expectRefused(await api.call('/confirm-payment', { txId: transaction.txId }, other.idToken), 404, 'NOT_FOUND');
    expectRefused(await api.call('/confirm-payment', { txId: 'tx_made_up' }, donor.idToken), 404, 'NOT_FOUND');
    expectRefused(await api.call('/confirm-payment', { txId: 'not-a-tx' }, donor.idToken), 400, 'VALIDATION_FAILED');
    expect((await ledger(nextAction.intentId))?.outcome).toBe('requires_action');
  });

  it('a monthly plan with an authentication card starts only once the first payment is confirmed', async () => {
    const { transaction, nextAction } = await payAsking({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 });
    expect((await api.call('/subscriptions', {}, donor.idToken)).json.data).toHaveLength(0);
    await answer(nextAction, 'complete');
    const confirmed = (await api.call('/confirm-payment', { txId: transaction.txId }, donor.idToken)).json.data;
    expect(confirmed.subscription).toMatchObject({ status: 'ACTIVE', amount: 1_000, billingInterval: 'MONTHLY' });
  });

  it('4000 0025 0000 3155 asks on the site too', async () => {
    const res = await api.call('', paymentRequest({ paymentMethodId: ASKS_ON_SESSION }), donor.idToken);
    expect(res.json.data.nextAction).toBeDefined();
  });
});
