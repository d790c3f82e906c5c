import type { DonationEvent, DonationEventType } from '@/lib/donation/donation-events';
import { donationReducer } from '@/lib/donation/donation-reducer';
import { DEFAULT_DONATION_STATE, type DonationState } from '@/lib/donation/donation-state';
import type { DonationStep } from '@/lib/donation/donation-steps';

interface Row {
  name: string;
  from: Partial<DonationState>;
  event: DonationEvent;
  to: DonationStep;
  /** What else the event leaves in the state. */
  then?: Partial<DonationState>;
}

const visitor: Partial<DonationState> = { userStatus: 'visitor', isNewUser: true, hasFirebase: true };
const member: Partial<DonationState> = { userStatus: 'signed-in', isNewUser: false, hasFirebase: true };
const plan = { subscriptionId: 'subscr_1', paymentMethodId: 'pm_old', amount: 1000, billingInterval: 'MONTHLY' as const };
const transaction = { txId: 'tx_1', amount: 2500, billingInterval: 'ONE_OFF' as const };
const paid = (enhancedSignup: boolean): DonationEvent => ({ type: 'PAID', transaction, subscriptionId: null, enhancedSignup });
const attempt = {
  idempotencyKey: 'key-1',
  request: { email: 'aroha@example.nz', billingInterval: 'ONE_OFF' as const, price: 2500, amount: 2500, currency: 'NZD' as const, description: 'One-off donation', paymentMethodId: 'pm_1' },
};
const typed: Partial<DonationState> = { amount: 2500, interval: 'one-off', email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata' };

/** Every event, from the step it happens on, to the step DESIGN §5 gives after it. */
const ROWS: Row[] = [
  { name: 'RESET: a changed state goes back to the defaults', from: { step: 'PAYMENT_FORM', amount: 1250, email: 'aroha@example.nz' }, event: { type: 'RESET' }, to: 'BUDGET_SELECT', then: DEFAULT_DONATION_STATE },
  {
    name: "RESET with a link's entry: the defaults, then the entry (a new flow from the thank-you)",
    from: { step: 'THANK_YOU', ...visitor, ...typed, paymentIntent: { txId: 'tx_1', subscriptionId: null }, transactions: [transaction] },
    event: { type: 'RESET', entry: { step: 'SUBSCRIPTION_PRESELECT', amount: 1000, donationLocation: 'inline_banner' } },
    to: 'SUBSCRIPTION_PRESELECT',
    then: { ...DEFAULT_DONATION_STATE, step: 'SUBSCRIPTION_PRESELECT', amount: 1000, donationLocation: 'inline_banner' },
  },
  {
    name: "SET_STEP: the step with its heading and message, without the last step's error",
    from: { step: 'PAYMENT_FORM', errorMessage: 'Your card was declined.', loading: true },
    event: { type: 'SET_STEP', step: 'NEWSLETTERS' },
    to: 'NEWSLETTERS',
    then: { pageTitle: 'Our newsletters', errorMessage: '', loading: false },
  },
  {
    name: 'SET_PREVIOUS_STEP: sets the step just as SET_STEP does',
    from: { step: 'PAYMENT_FORM', errorMessage: 'Your card was declined.' },
    event: { type: 'SET_PREVIOUS_STEP', step: 'BUDGET_SELECT' },
    to: 'BUDGET_SELECT',
    then: { pageTitle: 'Support our journalism', errorMessage: '' },
  },
  { name: 'INTERVAL_CHOSEN: yearly, with $100 chosen', from: {}, event: { type: 'INTERVAL_CHOSEN', interval: 'year' }, to: 'BUDGET_SELECT', then: { interval: 'year', amount: 10000 } },
  { name: 'INTERVAL_CHOSEN: one-off, with $25 chosen', from: { interval: 'year' }, event: { type: 'INTERVAL_CHOSEN', interval: 'one-off' }, to: 'BUDGET_SELECT', then: { interval: 'one-off', amount: 2500 } },
  { name: 'INTERVAL_CHOSEN: monthly, with $10 chosen', from: { interval: 'year' }, event: { type: 'INTERVAL_CHOSEN', interval: 'month' }, to: 'BUDGET_SELECT', then: { interval: 'month', amount: 1000 } },
  { name: 'AMOUNT_CHOSEN: the amount, on the same step', from: {}, event: { type: 'AMOUNT_CHOSEN', amount: 2000 }, to: 'BUDGET_SELECT', then: { amount: 2000 } },
  { name: 'AMOUNT_CONFIRMED by a visitor: who they are first', from: {}, event: { type: 'AMOUNT_CONFIRMED', amount: 1250, signedIn: false }, to: 'ANON_SUBSCRIPTION', then: { amount: 1250 } },
  { name: 'AMOUNT_CONFIRMED by a signed-in member: payment', from: {}, event: { type: 'AMOUNT_CONFIRMED', amount: 2500, signedIn: true }, to: 'PAYMENT_FORM', then: { amount: 2500 } },
  {
    name: 'AMOUNT_CONFIRMED on a preselected plan by a visitor',
    from: { step: 'SUBSCRIPTION_PRESELECT', amount: 1000 },
    event: { type: 'AMOUNT_CONFIRMED', amount: 1000, signedIn: false },
    to: 'ANON_SUBSCRIPTION',
  },
  { name: 'DIFFERENT_AMOUNT_REQUESTED: from a preselected plan back to the amounts', from: { step: 'SUBSCRIPTION_PRESELECT' }, event: { type: 'DIFFERENT_AMOUNT_REQUESTED' }, to: 'BUDGET_SELECT' },
  {
    name: "DONOR_IDENTIFIED with a member's email: sign in",
    from: { step: 'ANON_SUBSCRIPTION' },
    event: { type: 'DONOR_IDENTIFIED', email: 'kiri@example.nz', firstName: 'Kiri', lastName: '', belongsToMember: true },
    to: 'SUBSCRIPTION_LOG_IN',
    then: { email: 'kiri@example.nz', firstName: 'Kiri', userStatus: 'existing-member', isNewUser: false, hasFirebase: false },
  },
  {
    name: 'DONOR_IDENTIFIED with a new email: a visitor (signed in anonymously) goes to payment',
    from: { step: 'ANON_SUBSCRIPTION' },
    event: { type: 'DONOR_IDENTIFIED', email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata', belongsToMember: false },
    to: 'PAYMENT_FORM',
    then: { email: 'aroha@example.nz', lastName: 'Ngata', userStatus: 'visitor', isNewUser: true, hasFirebase: true },
  },
  {
    name: 'DONOR_IDENTIFIED after the donor went back: recorded, and the step stays',
    from: { step: 'BUDGET_SELECT' },
    event: { type: 'DONOR_IDENTIFIED', email: 'aroha@example.nz', firstName: 'Aroha', lastName: '', belongsToMember: false },
    to: 'BUDGET_SELECT',
    then: { email: 'aroha@example.nz' },
  },
  {
    name: 'SIGNED_IN on arrival: the member gives as themselves, on the same step',
    from: {},
    event: { type: 'SIGNED_IN', profile: { email: 'kiri@example.nz', firstName: 'Kiri', lastName: null } },
    to: 'BUDGET_SELECT',
    then: { ...member, email: 'kiri@example.nz', firstName: 'Kiri', lastName: '' },
  },
  {
    name: 'SIGNED_IN once the donor had been asked who they are: payment',
    from: { step: 'ANON_SUBSCRIPTION' },
    event: { type: 'SIGNED_IN', profile: { email: 'kiri@example.nz' } },
    to: 'PAYMENT_FORM',
    then: member,
  },
  {
    name: 'SIGNED_IN on the sign-in step: payment, keeping the email given',
    from: { step: 'SUBSCRIPTION_LOG_IN', userStatus: 'existing-member', email: 'kiri@example.nz' },
    event: { type: 'SIGNED_IN', profile: {} },
    to: 'PAYMENT_FORM',
    then: { ...member, email: 'kiri@example.nz' },
  },
  { name: 'SIGNED_IN on LOGIN_PROMPT after a failed session: payment', from: { step: 'LOGIN_PROMPT' }, event: { type: 'SIGNED_IN', profile: {} }, to: 'PAYMENT_FORM' },
  {
    name: 'SIGNED_IN on LOGIN_PROMPT from the profile: the plan they came to change',
    from: { step: 'LOGIN_PROMPT', donationLocation: 'update' },
    event: { type: 'SIGNED_IN', profile: { email: 'kiri@example.nz' } },
    to: 'SUBSCRIPTION',
    then: { ...member, email: 'kiri@example.nz', subscription: undefined },
  },
  { name: 'SIGN_IN_NEEDED on the current plan: sign in first', from: { step: 'SUBSCRIPTION', donationLocation: 'profile' }, event: { type: 'SIGN_IN_NEEDED' }, to: 'LOGIN_PROMPT', then: { pageTitle: 'Sign in first' } },
  {
    name: 'CARDS_LOADED: the saved cards',
    from: { step: 'PAYMENT_FORM' },
    event: { type: 'CARDS_LOADED', cards: [{ paymentMethodId: 'pm_1', isSub: false, brand: 'Visa', last4: '4242' }] },
    to: 'PAYMENT_FORM',
    then: { paymentMethods: [{ paymentMethodId: 'pm_1', isSub: false, brand: 'Visa', last4: '4242' }] },
  },
  { name: 'SUBSCRIPTION_LOADED: the current plan', from: { step: 'SUBSCRIPTION' }, event: { type: 'SUBSCRIPTION_LOADED', subscription: plan }, to: 'SUBSCRIPTION', then: { subscription: plan } },
  { name: 'SUBSCRIPTION_LOADED: none, so the amounts to start one', from: { step: 'SUBSCRIPTION', ...member }, event: { type: 'SUBSCRIPTION_LOADED', subscription: null }, to: 'BUDGET_SELECT', then: { subscription: null } },
  {
    name: 'PAYMENT_SENT: the attempt is kept until it is answered for good',
    from: { step: 'PAYMENT_FORM', ...visitor, ...typed, loading: true },
    event: { type: 'PAYMENT_SENT', attempt },
    to: 'PAYMENT_FORM',
    then: { paymentAttempt: attempt, loading: true },
  },
  { name: 'PAYMENT_ATTEMPT_ENDED: the next press is a new payment', from: { step: 'PAYMENT_FORM', paymentAttempt: attempt }, event: { type: 'PAYMENT_ATTEMPT_ENDED' }, to: 'PAYMENT_FORM', then: { paymentAttempt: null } },
  {
    name: 'STEP_FAILED on payment (our side down): ERROR, keeping what was typed and the attempt',
    from: { step: 'PAYMENT_FORM', ...visitor, ...typed, paymentAttempt: attempt, loading: true },
    event: { type: 'STEP_FAILED', cause: 'payment-service-down' },
    to: 'ERROR',
    then: {
      ...typed,
      paymentAttempt: attempt,
      loading: false,
      failure: { cause: 'payment-service-down', resumeStep: 'PAYMENT_FORM' },
      pageTitle: 'Something went wrong',
      pageMessage: expect.stringContaining('you are never charged twice'),
    },
  },
  {
    name: "STEP_FAILED when a member's session ended: ERROR, then sign in again",
    from: { step: 'PAYMENT_FORM', ...member, ...typed },
    event: { type: 'STEP_FAILED', cause: 'session-ended' },
    to: 'ERROR',
    then: { failure: { cause: 'session-ended', resumeStep: 'LOGIN_PROMPT' }, pageMessage: expect.stringContaining('nothing was charged') },
  },
  {
    name: "RETRY_REQUESTED: back to the donor's step with what they typed",
    from: { step: 'ERROR', ...visitor, ...typed, paymentAttempt: attempt, failure: { cause: 'payment-unanswered', resumeStep: 'PAYMENT_FORM' } },
    event: { type: 'RETRY_REQUESTED' },
    to: 'PAYMENT_FORM',
    then: { ...typed, paymentAttempt: attempt, pageTitle: 'Payment' },
  },
  {
    name: "TASK_STARTED: loading, the last error cleared",
    from: { step: 'PAYMENT_FORM', errorMessage: 'Your card was declined.' },
    event: { type: 'TASK_STARTED' },
    to: 'PAYMENT_FORM',
    then: { loading: true, errorMessage: '' },
  },
  { name: 'TASK_FINISHED: no longer loading', from: { step: 'NAME_COLLECTION', loading: true }, event: { type: 'TASK_FINISHED' }, to: 'NAME_COLLECTION', then: { loading: false } },
  {
    name: 'TASK_FAILED on payment (declined): the donor stays, with the message',
    from: { step: 'PAYMENT_FORM', loading: true },
    event: { type: 'TASK_FAILED', message: 'Your card was declined.' },
    to: 'PAYMENT_FORM',
    then: { loading: false, errorMessage: 'Your card was declined.' },
  },
  {
    name: 'PAID by a new donor: their account is made, and the attempt is over',
    from: { step: 'PAYMENT_FORM', ...visitor, loading: true, paymentAttempt: attempt },
    event: paid(false),
    to: 'CREATE_USER',
    then: { paymentIntent: { txId: 'tx_1', subscriptionId: null }, transactions: [transaction], loading: false, paymentAttempt: null },
  },
  { name: 'PAID by a new donor from any placement, flag on: the enhanced signup', from: { step: 'PAYMENT_FORM', ...visitor }, event: paid(true), to: 'ACCOUNT_SETUP' },
  {
    name: 'PAID by a signed-in member from the enhanced signup placement, flag on: no account to set up',
    from: { step: 'PAYMENT_FORM', ...member, donationLocation: 'enhanced_signup' },
    event: paid(true),
    to: 'NEWSLETTERS',
  },
  { name: 'PAID by a known member: newsletters', from: { step: 'PAYMENT_FORM', ...member }, event: paid(false), to: 'NEWSLETTERS' },
  {
    name: 'PAID from the enhanced signup placement, flag on: account setup',
    from: { step: 'PAYMENT_FORM', ...visitor, donationLocation: 'enhanced_signup' },
    event: paid(true),
    to: 'ACCOUNT_SETUP',
  },
  {
    name: 'PAID from the enhanced signup placement, flag off: the ordinary steps',
    from: { step: 'PAYMENT_FORM', ...visitor, donationLocation: 'enhanced_signup' },
    event: paid(false),
    to: 'CREATE_USER',
  },
  { name: 'MEMBER_CREATED: a password next', from: { step: 'CREATE_USER', ...visitor }, event: { type: 'MEMBER_CREATED' }, to: 'CREATE_LOGIN' },
  { name: 'AFTER_PAYMENT_FAILED: the payment stands; what to do next', from: { step: 'CREATE_USER', ...visitor }, event: { type: 'AFTER_PAYMENT_FAILED' }, to: 'THANK_YOU_INCOMPLETE' },
  {
    name: 'PASSWORD_SET: signed in, the password not kept; newsletters',
    from: { step: 'CREATE_LOGIN', ...visitor, password: 'typed' },
    event: { type: 'PASSWORD_SET' },
    to: 'NEWSLETTERS',
    then: { userStatus: 'signed-in', password: '', isNewUser: true },
  },
  { name: 'PASSWORD_SET on the enhanced signup: the name', from: { step: 'ACCOUNT_SETUP', ...visitor }, event: { type: 'PASSWORD_SET' }, to: 'NAME_COLLECTION' },
  { name: 'PASSWORD_SKIPPED: newsletters, still a visitor', from: { step: 'CREATE_LOGIN', ...visitor }, event: { type: 'PASSWORD_SKIPPED' }, to: 'NEWSLETTERS', then: { userStatus: 'visitor' } },
  { name: 'PASSWORD_SKIPPED on the enhanced signup: the name', from: { step: 'ACCOUNT_SETUP', ...visitor }, event: { type: 'PASSWORD_SKIPPED' }, to: 'NAME_COLLECTION' },
  {
    name: 'NAME_SAVED: the name, then the enhanced newsletters',
    from: { step: 'NAME_COLLECTION', ...visitor },
    event: { type: 'NAME_SAVED', firstName: 'Aroha', lastName: 'Ngata' },
    to: 'ENHANCED_NEWSLETTER_SELECTION',
    then: { firstName: 'Aroha', lastName: 'Ngata' },
  },
  { name: 'NEWSLETTERS_CHOSEN by a new donor: the perk', from: { step: 'NEWSLETTERS', ...visitor }, event: { type: 'NEWSLETTERS_CHOSEN' }, to: 'PERK_OPT_IN' },
  { name: 'NEWSLETTERS_CHOSEN by a known member: thank you', from: { step: 'NEWSLETTERS', ...member }, event: { type: 'NEWSLETTERS_CHOSEN' }, to: 'THANK_YOU' },
  { name: 'NEWSLETTERS_CHOSEN on the enhanced signup: podcasts', from: { step: 'ENHANCED_NEWSLETTER_SELECTION', ...visitor }, event: { type: 'NEWSLETTERS_CHOSEN' }, to: 'ENHANCED_PODCAST_DISCOVERY' },
  {
    name: 'PERK_CHOSEN: the choice kept beside the newsletters; thank you',
    from: { step: 'PERK_OPT_IN', ...visitor, options: { perkOptIn: false, newsletterListIds: ['daily'] } },
    event: { type: 'PERK_CHOSEN', perkOptIn: true },
    to: 'THANK_YOU',
    then: { options: { perkOptIn: true, newsletterListIds: ['daily'] } },
  },
  { name: 'PROMOTION_SEEN on the podcasts: the app', from: { step: 'ENHANCED_PODCAST_DISCOVERY' }, event: { type: 'PROMOTION_SEEN' }, to: 'ENHANCED_APP_PROMOTION' },
  { name: 'PROMOTION_SEEN on the app: thank you', from: { step: 'ENHANCED_APP_PROMOTION' }, event: { type: 'PROMOTION_SEEN' }, to: 'THANK_YOU' },
  { name: 'PLAN_CHANGE_REQUESTED: the new amount', from: { step: 'SUBSCRIPTION', subscription: plan }, event: { type: 'PLAN_CHANGE_REQUESTED' }, to: 'UPDATE' },
  { name: 'CARD_CHANGE_REQUESTED: the new card', from: { step: 'SUBSCRIPTION', subscription: plan }, event: { type: 'CARD_CHANGE_REQUESTED' }, to: 'REPLACE_CARD' },
  {
    name: 'PLAN_CHANGED: thank you, saying from when the new amount applies',
    from: { step: 'UPDATE', ...member, subscription: plan },
    event: { type: 'PLAN_CHANGED', amount: 1500, interval: 'year', effectiveFrom: '2026-12-01T00:00:00+13:00' },
    to: 'THANK_YOU',
    then: {
      amount: 1500,
      interval: 'year',
      subscription: { ...plan, amount: 1500, billingInterval: 'YEARLY' },
      pageTitle: 'Thank you',
      pageMessage: 'From 1 December 2026 you will give $15 yearly. Nothing is charged today.',
    },
  },
  {
    name: 'CARD_REPLACED: the card thank-you, the plan on the new card',
    from: { step: 'REPLACE_CARD', ...member, subscription: plan },
    event: { type: 'CARD_REPLACED', paymentMethodId: 'pm_new' },
    to: 'THANK_YOU_CARD_REPLACE',
    then: { subscription: { ...plan, paymentMethodId: 'pm_new' } },
  },
];

/** Listing every event type here makes the compiler say when one is added without a row. */
const EVERY_EVENT: Record<DonationEventType, true> = {
  RESET: true,
  SET_STEP: true,
  SET_PREVIOUS_STEP: true,
  INTERVAL_CHOSEN: true,
  AMOUNT_CHOSEN: true,
  AMOUNT_CONFIRMED: true,
  DIFFERENT_AMOUNT_REQUESTED: true,
  DONOR_IDENTIFIED: true,
  SIGNED_IN: true,
  CARDS_LOADED: true,
  SUBSCRIPTION_LOADED: true,
  SIGN_IN_NEEDED: true,
  PAYMENT_SENT: true,
  PAYMENT_ATTEMPT_ENDED: true,
  STEP_FAILED: true,
  RETRY_REQUESTED: true,
  TASK_STARTED: true,
  TASK_FINISHED: true,
  TASK_FAILED: true,
  PAID: true,
  MEMBER_CREATED: true,
  AFTER_PAYMENT_FAILED: true,
  PASSWORD_SET: true,
  PASSWORD_SKIPPED: true,
  NAME_SAVED: true,
  NEWSLETTERS_CHOSEN: true,
  PERK_CHOSEN: true,
  PROMOTION_SEEN: true,
  PLAN_CHANGE_REQUESTED: true,
  CARD_CHANGE_REQUESTED: true,
  PLAN_CHANGED: true,
  CARD_REPLACED: true,
};

describe('the donation reducer: each event and the step it leads to (DESIGN §5)', () => {
  it('has a row for every event', () => {
    expect(new Set(ROWS.map((row) => row.event.type))).toEqual(new Set(Object.keys(EVERY_EVENT)));
  });

  it.each(ROWS)('$name', ({ from, event, to, then }) => {
    const next = donationReducer({ ...DEFAULT_DONATION_STATE, ...from }, event);
    expect(next.step).toBe(to);
    if (then) expect(next).toMatchObject(then);
  });

  it('a step that changes brings its own heading and message; an event that keeps the step keeps them', () => {
    const asked = donationReducer(DEFAULT_DONATION_STATE, { type: 'AMOUNT_CONFIRMED', amount: 1000, signedIn: false });
    expect(asked).toMatchObject({ pageTitle: 'About you', pageMessage: 'We need your name and email for your receipt.' });
    const failed = donationReducer({ ...asked, pageMessage: 'A message of its own' }, { type: 'TASK_FAILED', message: 'That did not work.' });
    expect(failed.pageMessage).toBe('A message of its own');
  });

  it.each<[DonationStep, DonationEvent]>([
    ['CREATE_LOGIN', { type: 'MEMBER_CREATED' }],
    ['NEWSLETTERS', { type: 'PASSWORD_SKIPPED' }],
    ['PERK_OPT_IN', { type: 'NEWSLETTERS_CHOSEN' }],
    ['THANK_YOU', { type: 'PERK_CHOSEN', perkOptIn: false }],
    ['ENHANCED_NEWSLETTER_SELECTION', { type: 'NAME_SAVED', firstName: 'Aroha', lastName: 'Ngata' }],
    ['ENHANCED_NEWSLETTER_SELECTION', { type: 'PROMOTION_SEEN' }],
    ['BUDGET_SELECT', { type: 'SUBSCRIPTION_LOADED', subscription: null }],
    ['PAYMENT_FORM', { type: 'SIGN_IN_NEEDED' }],
    ['PAYMENT_FORM', { type: 'RETRY_REQUESTED' }],
  ])('a late answer from a step the donor has left does not move %s on (%o)', (step, event) => {
    const on = { ...DEFAULT_DONATION_STATE, ...visitor, step };
    expect(donationReducer(on, event).step).toBe(step);
  });

  it('a second failure on ERROR keeps the first way back', () => {
    const failed = donationReducer({ ...DEFAULT_DONATION_STATE, ...visitor, step: 'PAYMENT_FORM' }, { type: 'STEP_FAILED', cause: 'payment-unanswered' });
    expect(donationReducer(failed, { type: 'STEP_FAILED', cause: 'support-unavailable' })).toBe(failed);
  });

  it("a visitor whose session ended gives their details again, kept, and is signed in anew", () => {
    const failed = donationReducer({ ...DEFAULT_DONATION_STATE, ...visitor, ...typed, step: 'PAYMENT_FORM' }, { type: 'STEP_FAILED', cause: 'session-ended' });
    expect(donationReducer(failed, { type: 'RETRY_REQUESTED' })).toMatchObject({ step: 'ANON_SUBSCRIPTION', ...typed });
  });

  it('a member whose session ended is asked to sign in again, for their gift', () => {
    const failed = donationReducer({ ...DEFAULT_DONATION_STATE, ...member, ...typed, step: 'PAYMENT_FORM' }, { type: 'STEP_FAILED', cause: 'session-ended' });
    const back = donationReducer(failed, { type: 'RETRY_REQUESTED' });
    expect(back).toMatchObject({ step: 'LOGIN_PROMPT', pageMessage: 'Sign in again to carry on with your gift. Your amount is kept.' });
    expect(donationReducer(back, { type: 'SIGNED_IN', profile: {} })).toMatchObject({ step: 'PAYMENT_FORM', amount: 2500 });
  });

  it('an event with no step after the current one changes nothing it does not carry', () => {
    const thanked = { ...DEFAULT_DONATION_STATE, step: 'THANK_YOU' as const, pageTitle: 'Thank you' };
    expect(donationReducer(thanked, { type: 'NEWSLETTERS_CHOSEN' })).toEqual(thanked);
    expect(donationReducer(thanked, { type: 'CARD_CHANGE_REQUESTED' })).toEqual(thanked);
  });
});

// Issue [17]: after paying, a visitor's first screen asked for a password without a word about the payment.
it('the first screen after a visitor’s payment says how much was received before it asks for a password', () => {
  const state = donationReducer({ ...DEFAULT_DONATION_STATE, ...visitor, ...typed, step: 'CREATE_USER' }, { type: 'MEMBER_CREATED' });
  expect(state.step).toBe('CREATE_LOGIN');
  expect(state.pageTitle).toBe('Thank you: $25 received');
  expect(state.pageMessage).toMatch(/^Choose a password/);
});
