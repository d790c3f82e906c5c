import { DEFAULT_DONATION_STATE } from '@/lib/donation/donation-state';

describe('the donation state (SPEC §3)', () => {
  it('starts with the spec defaults: amount 0 cents, monthly, onsite, a new user, subscription unknown', () => {
    expect(DEFAULT_DONATION_STATE).toMatchObject({
      amount: 0,
      interval: 'month',
      donationLocation: 'onsite',
      isNewUser: true,
      loading: false,
      subscription: undefined,
      paymentMethods: [],
      transactions: [],
    });
  });
});
