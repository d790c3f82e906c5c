/** @jest-environment jsdom */
import { DEFAULT_DONATION_STATE, type DonationState } from '@/lib/donation/donation-state';
import { KEPT_DONATION_MS, keepDonation, keptDonation } from '@/lib/donation/kept-donation';

const paid: DonationState = {
  ...DEFAULT_DONATION_STATE,
  step: 'CREATE_LOGIN',
  amount: 2500,
  interval: 'one-off',
  email: 'aroha@example.nz',
  firstName: 'Aroha',
  password: 'typed-secret',
  errorMessage: 'an old error',
  paymentIntent: { txId: 'tx_1', subscriptionId: null },
  transactions: [{ txId: 'tx_1', amount: 2500, billingInterval: 'ONE_OFF' }],
};
const NOW = Date.parse('2026-11-27T05:00:00Z');

beforeEach(() => sessionStorage.clear());

describe('a paid donation kept across a reload', () => {
  it('comes back at the step the reloaded address names, with its heading, and without the password or an error', () => {
    keepDonation(paid, NOW);
    const kept = keptDonation('CREATE_LOGIN', NOW + 1000);
    expect(kept).toMatchObject({ step: 'CREATE_LOGIN', amount: 2500, email: 'aroha@example.nz', paymentIntent: { txId: 'tx_1' }, pageTitle: 'Thank you: $25 received' });
    expect(kept).not.toHaveProperty('password');
    expect(kept).not.toHaveProperty('errorMessage');
    expect(sessionStorage.getItem('panui.donation')).not.toContain('typed-secret');
  });

  it('a payment sent and not yet answered is kept with its idempotency key, so Pay after a reload cannot charge twice', () => {
    const attempt = { idempotencyKey: 'key-1', request: { email: 'aroha@example.nz', billingInterval: 'ONE_OFF' as const, price: 2500, amount: 2500, currency: 'NZD' as const, description: 'One-off donation', paymentMethodId: 'pm_1' } };
    keepDonation({ ...paid, step: 'PAYMENT_FORM', paymentIntent: null, paymentAttempt: attempt }, NOW);
    expect(keptDonation('PAYMENT_FORM', NOW)).toMatchObject({ step: 'PAYMENT_FORM', paymentAttempt: { idempotencyKey: 'key-1' } });
  });

  it('is not kept before a payment, and a flow that has not paid clears what an earlier one kept', () => {
    keepDonation({ ...paid, paymentIntent: null }, NOW);
    expect(keptDonation('CREATE_LOGIN', NOW)).toBeNull();
    keepDonation(paid, NOW);
    keepDonation({ ...DEFAULT_DONATION_STATE }, NOW);
    expect(keptDonation('CREATE_LOGIN', NOW)).toBeNull();
  });

  it('is not restored for another step, with no step, after an hour, or when what is stored is not ours', () => {
    keepDonation(paid, NOW);
    expect(keptDonation('NEWSLETTERS', NOW)).toBeNull();
    expect(keptDonation(undefined, NOW)).toBeNull();
    expect(keptDonation('CREATE_LOGIN', NOW + KEPT_DONATION_MS)).toBeNull();
    sessionStorage.setItem('panui.donation', '{not json');
    expect(keptDonation('CREATE_LOGIN', NOW)).toBeNull();
  });
});
