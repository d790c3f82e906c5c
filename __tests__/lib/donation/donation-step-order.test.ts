import { type DonationFacts, DonationStepError, entryStep, nextStep, type StepEvent } from '@/lib/donation/donation-step-order';
import { DONATION_STEPS, type DonationStep } from '@/lib/donation/donation-steps';

const visitor: DonationFacts = { signedIn: false, isNewUser: true, placement: 'ONSITE', hasEveryNewsletter: false, enhancedSignup: false };
const member: DonationFacts = { signedIn: true, isNewUser: false, placement: 'ONSITE', hasEveryNewsletter: false, enhancedSignup: false };
const on = (type: Exclude<StepEvent['type'], 'EMAIL_CHECKED'>) => ({ type }) as StepEvent;

describe('where the donation flow opens (DESIGN §5 entry rows)', () => {
  it.each(['ONSITE', 'INLINE_BANNER', 'MEMBERSHOMEPAGE'] as const)('%s opens on the amounts', (placement) => {
    expect(entryStep({ placement, preselected: false, hasSubscription: false })).toEqual({ step: 'BUDGET_SELECT' });
  });

  it('a link with the amount and interval opens on the preselected plan, whatever the placement', () => {
    expect(entryStep({ placement: 'ONSITE', preselected: true, hasSubscription: false }).step).toBe('SUBSCRIPTION_PRESELECT');
    expect(entryStep({ placement: 'PROFILE', preselected: true, hasSubscription: true }).step).toBe('SUBSCRIPTION_PRESELECT');
  });

  it('a one-off gift from the profile opens on the amounts with one-off chosen', () => {
    expect(entryStep({ placement: 'PROFILE_ONEOFF', preselected: false, hasSubscription: true })).toEqual({ step: 'BUDGET_SELECT', interval: 'one-off' });
  });

  it.each(['UPDATE', 'PROFILE'] as const)('%s with a subscription opens on the current plan; without one, on the amounts', (placement) => {
    expect(entryStep({ placement, preselected: false, hasSubscription: true }).step).toBe('SUBSCRIPTION');
    expect(entryStep({ placement, preselected: false, hasSubscription: false }).step).toBe('BUDGET_SELECT');
  });
});

describe('which step follows which (DESIGN §5)', () => {
  it.each(['BUDGET_SELECT', 'SUBSCRIPTION_PRESELECT'] as const)('%s: a signed-in donor goes to payment, a visitor gives their name and email first', (step) => {
    expect(nextStep(step, on('CONTINUE'), member)).toBe('PAYMENT_FORM');
    expect(nextStep(step, on('CONTINUE'), visitor)).toBe('ANON_SUBSCRIPTION');
  });

  it('SUBSCRIPTION_PRESELECT: the donor may go back to choose another amount', () => {
    expect(nextStep('SUBSCRIPTION_PRESELECT', on('CHANGE_AMOUNT'), visitor)).toBe('BUDGET_SELECT');
    expect(() => nextStep('BUDGET_SELECT', on('CHANGE_AMOUNT'), visitor)).toThrow(DonationStepError);
  });

  it("ANON_SUBSCRIPTION: a member's email asks them to sign in; a new email goes on to payment", () => {
    expect(nextStep('ANON_SUBSCRIPTION', { type: 'EMAIL_CHECKED', belongsToMember: true }, visitor)).toBe('SUBSCRIPTION_LOG_IN');
    expect(nextStep('ANON_SUBSCRIPTION', { type: 'EMAIL_CHECKED', belongsToMember: false }, visitor)).toBe('PAYMENT_FORM');
  });

  it('ANON_SUBSCRIPTION: a donor found to be signed in after all goes on to payment', () => {
    expect(nextStep('ANON_SUBSCRIPTION', on('SIGNED_IN'), member)).toBe('PAYMENT_FORM');
  });

  it.each(['SUBSCRIPTION_LOG_IN', 'LOGIN_PROMPT'] as const)('%s: signing in goes on to payment', (step) => {
    expect(nextStep(step, on('SIGNED_IN'), member)).toBe('PAYMENT_FORM');
  });

  it.each(['UPDATE', 'PROFILE'] as const)('LOGIN_PROMPT from %s: signing in goes on to the current plan', (placement) => {
    expect(nextStep('LOGIN_PROMPT', on('SIGNED_IN'), { ...member, placement })).toBe('SUBSCRIPTION');
  });

  it.each(['SUBSCRIPTION', 'UPDATE', 'REPLACE_CARD'] as const)('%s seen by nobody signed in: LOGIN_PROMPT', (step) => {
    expect(nextStep(step, on('SIGN_IN_NEEDED'), { ...visitor, placement: 'UPDATE' })).toBe('LOGIN_PROMPT');
  });

  it('a step that shows no member plan does not ask for a sign-in', () => {
    expect(() => nextStep('BUDGET_SELECT', on('SIGN_IN_NEEDED'), visitor)).toThrow(DonationStepError);
  });

  it('PAYMENT_FORM, paid by a new donor: account, password, newsletters, perk, thank you', () => {
    const walk: DonationStep[] = [nextStep('PAYMENT_FORM', on('PAID'), visitor)];
    while (walk.at(-1) !== 'THANK_YOU') walk.push(nextStep(walk.at(-1) as DonationStep, on('CONTINUE'), visitor));
    expect(walk).toEqual(['CREATE_USER', 'CREATE_LOGIN', 'NEWSLETTERS', 'PERK_OPT_IN', 'THANK_YOU']);
  });

  it('PAYMENT_FORM, paid by a known member: newsletters unless they get them all, then thank you', () => {
    expect(nextStep('PAYMENT_FORM', on('PAID'), member)).toBe('NEWSLETTERS');
    expect(nextStep('NEWSLETTERS', on('CONTINUE'), member)).toBe('THANK_YOU');
    expect(nextStep('PAYMENT_FORM', on('PAID'), { ...member, hasEveryNewsletter: true })).toBe('THANK_YOU');
  });

  it('PAYMENT_FORM, declined: the donor stays on the form', () => {
    expect(nextStep('PAYMENT_FORM', on('DECLINED'), visitor)).toBe('PAYMENT_FORM');
  });

  it.each(DONATION_STEPS)('%s: paid but a later step failed goes to THANK_YOU_INCOMPLETE; unrecoverable goes to ERROR', (step) => {
    expect(nextStep(step, on('FAILED_AFTER_PAYMENT'), member)).toBe('THANK_YOU_INCOMPLETE');
    expect(nextStep(step, on('FAILED'), member)).toBe('ERROR');
  });

  it('SUBSCRIPTION: changing the plan is UPDATE, changing the card is REPLACE_CARD, each with its own thank-you', () => {
    expect(nextStep('SUBSCRIPTION', on('CHANGE_PLAN'), member)).toBe('UPDATE');
    expect(nextStep('SUBSCRIPTION', on('CHANGE_CARD'), member)).toBe('REPLACE_CARD');
    expect(nextStep('UPDATE', on('SAVED'), member)).toBe('THANK_YOU');
    expect(nextStep('REPLACE_CARD', on('SAVED'), member)).toBe('THANK_YOU_CARD_REPLACE');
  });

  it('SUBSCRIPTION with no plan left: the member starts a new one from the amounts', () => {
    expect(nextStep('SUBSCRIPTION', on('CONTINUE'), member)).toBe('BUDGET_SELECT');
  });

  it('a new donor with the enhancedSignup flag on, from any placement: its five steps in order, then thank you', () => {
    const facts: DonationFacts = { ...visitor, enhancedSignup: true };
    const walk: DonationStep[] = [nextStep('PAYMENT_FORM', on('PAID'), facts)];
    while (walk.at(-1) !== 'THANK_YOU') walk.push(nextStep(walk.at(-1) as DonationStep, on('CONTINUE'), facts));
    expect(walk).toEqual(['ACCOUNT_SETUP', 'NAME_COLLECTION', 'ENHANCED_NEWSLETTER_SELECTION', 'ENHANCED_PODCAST_DISCOVERY', 'ENHANCED_APP_PROMOTION', 'THANK_YOU']);
  });

  it('the flag decides, not the placement: off, a new donor from ENHANCED_SIGNUP takes the ordinary steps; on, a member has no account to set up', () => {
    expect(nextStep('PAYMENT_FORM', on('PAID'), { ...visitor, placement: 'ENHANCED_SIGNUP' })).toBe('CREATE_USER');
    expect(nextStep('PAYMENT_FORM', on('PAID'), { ...member, placement: 'ENHANCED_SIGNUP', enhancedSignup: true })).toBe('NEWSLETTERS');
  });

  it('an event a step does not take is a programming error, named', () => {
    expect(() => nextStep('THANK_YOU', on('CONTINUE'), member)).toThrow(new DonationStepError('THANK_YOU', on('CONTINUE')));
    expect(() => nextStep('BUDGET_SELECT', on('PAID'), member)).toThrow('No donation step follows BUDGET_SELECT on PAID');
    expect(() => nextStep('PAYMENT_FORM', on('CONTINUE'), member)).toThrow(DonationStepError);
  });
});

// Issue [17]: count the screens of each placement's path; before the payment only what the payment
// needs (the amount, who is giving, the card), everything optional after it.
describe('how many screens each placement takes, before and after the payment', () => {
  /** What a donor does on each step of the usual path; CREATE_USER is the "Saving your details…" pause, not a screen. */
  const usualEvent = (step: DonationStep): StepEvent => {
    if (step === 'ANON_SUBSCRIPTION') return { type: 'EMAIL_CHECKED', belongsToMember: false };
    if (step === 'PAYMENT_FORM') return { type: 'PAID' };
    return { type: 'CONTINUE' };
  };

  function walk(placement: DonationFacts['placement'], facts: DonationFacts, preselected: boolean) {
    const screens: DonationStep[] = [];
    let step = entryStep({ placement, preselected, hasSubscription: false }).step;
    while (step !== 'THANK_YOU') {
      if (step !== 'CREATE_USER') screens.push(step);
      step = nextStep(step, usualEvent(step), { ...facts, placement });
    }
    const paid = screens.indexOf('PAYMENT_FORM') + 1;
    return { beforePaying: screens.slice(0, paid), afterPaying: [...screens.slice(paid), 'THANK_YOU'] };
  }

  it.each([
    ['ONSITE', false],
    ['INLINE_BANNER', true],
    ['MEMBERSHOMEPAGE', true],
    ['PROFILE_ONEOFF', false],
  ] as const)('%s: a visitor sees three screens up to the payment; the password, newsletters and perk come after it', (placement, preselected) => {
    const path = walk(placement, visitor, preselected);
    expect(path.beforePaying).toEqual([preselected ? 'SUBSCRIPTION_PRESELECT' : 'BUDGET_SELECT', 'ANON_SUBSCRIPTION', 'PAYMENT_FORM']);
    expect(path.afterPaying).toEqual(['CREATE_LOGIN', 'NEWSLETTERS', 'PERK_OPT_IN', 'THANK_YOU']);
  });

  it.each(['ONSITE', 'INLINE_BANNER', 'PROFILE_ONEOFF'] as const)('%s: a signed-in member sees two screens up to the payment', (placement) => {
    const path = walk(placement, member, false);
    expect(path.beforePaying).toEqual(['BUDGET_SELECT', 'PAYMENT_FORM']);
    expect(path.afterPaying).toEqual(['NEWSLETTERS', 'THANK_YOU']);
  });

  it('with the enhanced signup on, its five steps all follow the payment', () => {
    const path = walk('ENHANCED_SIGNUP', { ...visitor, enhancedSignup: true }, false);
    expect(path.beforePaying).toEqual(['BUDGET_SELECT', 'ANON_SUBSCRIPTION', 'PAYMENT_FORM']);
    expect(path.afterPaying).toEqual(['ACCOUNT_SETUP', 'NAME_COLLECTION', 'ENHANCED_NEWSLETTER_SELECTION', 'ENHANCED_PODCAST_DISCOVERY', 'ENHANCED_APP_PROMOTION', 'THANK_YOU']);
  });
});
