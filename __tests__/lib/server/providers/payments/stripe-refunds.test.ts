import { createFakeStripe } from '../../../../helpers/fake-stripe';
import { outsideWorld } from '../../../../helpers/msw';
import { RefundRefused } from '@/lib/server/providers/payments/payment-provider';
import { createStripeClient, createStripePaymentProvider } from '@/lib/server/providers/payments/stripe-payment-provider';

// Refunds at Stripe, tested at the HTTP edge: msw stands in for api.stripe.com.
const stripe = createFakeStripe();
let provider: ReturnType<typeof createStripePaymentProvider>;
// Made once msw is listening: stripe-node's fetch client keeps the fetch it was made with.
beforeAll(() => {
  provider = createStripePaymentProvider({ stripe: createStripeClient('sk_test_panui') });
});
const customer = { uid: 'uid-refunds', email: 'donor@example.nz', name: 'Mere Donor', providerCustomerId: 'cus_uid-refunds' };

beforeEach(() => {
  outsideWorld.use(...stripe.handlers);
  stripe.calls.length = 0;
});

const charge = async (amount: number, key: string) =>
  (await provider.charge({ customer, providerPaymentMethodId: 'pm_card_visa', amount, description: 'Donation', idempotencyKey: key, metadata: {} })).providerChargeId;

describe('Stripe provider: refunds', () => {
  it('refunds part of a PaymentIntent with POST /v1/refunds, the amount and our key as Idempotency-Key', async () => {
    const intent = await charge(5_000, 'tx_refund_a');
    const { providerRefundId } = await provider.refund({ providerChargeId: intent, amount: 2_500, idempotencyKey: 'refund_key-a', reason: 'Gave twice' });
    expect(providerRefundId).toMatch(/^re_/);
    const [call, ...more] = stripe.callsTo('POST', '/refunds');
    expect(more).toHaveLength(0);
    expect(Object.fromEntries(call!.form)).toEqual({ payment_intent: intent, amount: '2500', 'metadata[reason]': 'Gave twice' });
    expect(call!.idempotencyKey).toBe('refund_key-a');
  });

  it('a retry with the same key is the same refund at Stripe', async () => {
    const intent = await charge(5_000, 'tx_refund_b');
    const request = { providerChargeId: intent, amount: 5_000, idempotencyKey: 'refund_key-b', reason: 'Retry' };
    const first = await provider.refund(request);
    expect(await provider.refund(request)).toEqual(first);
    expect(stripe.intents.get(intent)).toEqual({ amount: 5_000, refunded: 5_000 });
  });

  it('refunds a subscription’s charge, recorded by its invoice, through the invoice’s PaymentIntent', async () => {
    const created = await provider.createSubscription({
      customer,
      providerPaymentMethodId: 'pm_card_visa',
      amount: 1_000,
      interval: 'MONTHLY',
      description: 'Monthly support',
      idempotencyKey: 'tx_refund_sub',
      metadata: {},
    });
    expect(created.providerChargeId).toMatch(/^in_/);
    await provider.refund({ providerChargeId: created.providerChargeId!, amount: 1_000, idempotencyKey: 'refund_key-c', reason: 'Cancelled' });
    const [lookup] = stripe.callsTo('GET', '/invoice_payments');
    expect(Object.fromEntries(lookup!.form)).toMatchObject({ invoice: created.providerChargeId, status: 'paid' });
    const [refund] = stripe.callsTo('POST', '/refunds');
    expect(refund!.form.get('payment_intent')).toMatch(/^pi_/);
    expect(refund!.form.get('amount')).toBe('1000');
  });

  it('turns Stripe’s refusal of an over-refund into RefundRefused with Stripe’s words', async () => {
    const intent = await charge(5_000, 'tx_refund_d');
    await provider.refund({ providerChargeId: intent, amount: 3_000, idempotencyKey: 'refund_key-d1', reason: 'Part' });
    const error = await provider.refund({ providerChargeId: intent, amount: 3_000, idempotencyKey: 'refund_key-d2', reason: 'Too much' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefundRefused);
    expect((error as Error).message).toBe('Refund amount ($30.00) is greater than unrefunded amount on charge ($20.00)');
    expect(stripe.intents.get(intent)).toEqual({ amount: 5_000, refunded: 3_000 });
  });

  it('refuses a charge id Stripe cannot refund without asking it', async () => {
    await expect(provider.refund({ providerChargeId: 'pending_tx_1', amount: 100, idempotencyKey: 'refund_key-e', reason: 'x' })).rejects.toBeInstanceOf(RefundRefused);
    expect(stripe.callsTo('POST', '/refunds')).toHaveLength(0);
  });
});
