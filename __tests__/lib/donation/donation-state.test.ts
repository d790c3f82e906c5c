import { DEFAULT_DONATION_STATE, donationReducer } from '@/lib/donation/donation-state';

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

  it("SET_STEP and SET_PREVIOUS_STEP both set the step with its heading and message, dropping the last step's error", () => {
    const failed = { ...DEFAULT_DONATION_STATE, step: 'PAYMENT_FORM' as const, errorMessage: 'Your card was declined.', loading: true };
    expect(donationReducer(failed, { type: 'SET_STEP', step: 'NEWSLETTERS' })).toMatchObject({
      step: 'NEWSLETTERS',
      pageTitle: 'Our newsletters',
      errorMessage: '',
      loading: false,
    });
    expect(donationReducer(failed, { type: 'SET_PREVIOUS_STEP', step: 'BUDGET_SELECT' })).toMatchObject({
      step: 'BUDGET_SELECT',
      pageTitle: 'Support our journalism',
      errorMessage: '',
    });
  });

  it('choosing an interval tab picks that interval and its preselected amount', () => {
    expect(donationReducer(DEFAULT_DONATION_STATE, { type: 'CHOOSE_INTERVAL', interval: 'year' })).toMatchObject({ interval: 'year', amount: 10000 });
    expect(donationReducer(DEFAULT_DONATION_STATE, { type: 'CHOOSE_INTERVAL', interval: 'one-off' })).toMatchObject({ interval: 'one-off', amount: 2500 });
    expect(donationReducer(DEFAULT_DONATION_STATE, { type: 'CHOOSE_INTERVAL', interval: 'month' })).toMatchObject({ interval: 'month', amount: 1000 });
  });

  it('SET changes the fields it names and nothing else; RESET returns to the defaults', () => {
    const named = donationReducer(DEFAULT_DONATION_STATE, { type: 'SET', values: { email: 'aroha@example.nz', subscription: null, amount: 1250 } });
    expect(named).toEqual({ ...DEFAULT_DONATION_STATE, email: 'aroha@example.nz', subscription: null, amount: 1250 });
    expect(donationReducer(named, { type: 'RESET' })).toEqual(DEFAULT_DONATION_STATE);
  });
});
