import type { DonationInterval } from './donation-amounts';
import type { DonationStep, PaymentPlacement } from './donation-steps';

/** Placements whose entry is the member's current plan (DESIGN §5 entry rows). */
export const OWN_SUPPORT_PLACEMENTS: readonly PaymentPlacement[] = ['UPDATE', 'PROFILE'];

/** Steps that show or change the member's current plan. */
const OWN_SUPPORT_STEPS: readonly DonationStep[] = ['SUBSCRIPTION', 'UPDATE', 'REPLACE_CARD'];

/** What the flow knows when it opens (DESIGN §5, the "entry" rows). */
export interface DonationEntry {
  placement: PaymentPlacement;
  /** A link that names both the amount and the interval (`/donate?amount=…&interval=…`). */
  preselected: boolean;
  hasSubscription: boolean;
}

/** Where the flow opens, and the interval it opens on when the placement fixes one. */
export function entryStep(entry: DonationEntry): { step: DonationStep; interval?: DonationInterval } {
  if (entry.preselected) return { step: 'SUBSCRIPTION_PRESELECT' };
  if (entry.placement === 'PROFILE_ONEOFF') return { step: 'BUDGET_SELECT', interval: 'one-off' };
  if (OWN_SUPPORT_PLACEMENTS.includes(entry.placement) && entry.hasSubscription) return { step: 'SUBSCRIPTION' };
  return { step: 'BUDGET_SELECT' };
}

/** What happened on a step, as the step order reads it (the reducer's DonationEvent says it in more detail). */
export type StepEvent =
  | { type: 'CONTINUE' }
  /** Back from a preselected plan to the amounts. */
  | { type: 'CHANGE_AMOUNT' }
  | { type: 'EMAIL_CHECKED'; belongsToMember: boolean }
  | { type: 'SIGNED_IN' }
  /** A visitor (or an anonymous session) is on a step that shows a member's own support. */
  | { type: 'SIGN_IN_NEEDED' }
  | { type: 'PAID' }
  | { type: 'DECLINED' }
  | { type: 'CHANGE_PLAN' }
  | { type: 'CHANGE_CARD' }
  | { type: 'SAVED' }
  /** The money moved, but creating the account, the password or the newsletters failed. */
  | { type: 'FAILED_AFTER_PAYMENT' }
  /** Nothing the donor can do on this step will help. */
  | { type: 'FAILED' };

/** What the order depends on besides the step and the event. */
export interface DonationFacts {
  signedIn: boolean;
  isNewUser: boolean;
  placement: PaymentPlacement;
  /** The member already gets every newsletter, so the NEWSLETTERS step would offer nothing. */
  hasEveryNewsletter: boolean;
  /** The enhancedSignup feature flag (decision 287): a new donor's payment is followed by the enhanced signup. */
  enhancedSignup: boolean;
}

export class DonationStepError extends Error {
  constructor(step: DonationStep, event: StepEvent) {
    super(`No donation step follows ${step} on ${event.type}`);
    this.name = 'DonationStepError';
  }
}

const ENHANCED_SIGNUP_ORDER: readonly DonationStep[] = [
  'ACCOUNT_SETUP',
  'NAME_COLLECTION',
  'ENHANCED_NEWSLETTER_SELECTION',
  'ENHANCED_PODCAST_DISCOVERY',
  'ENHANCED_APP_PROMOTION',
  'THANK_YOU',
];

function afterPayment(facts: DonationFacts): DonationStep {
  // Decision 292: the flag, not the link, decides; a member who is already signed in has an account to set up.
  if (facts.isNewUser) return facts.enhancedSignup ? 'ACCOUNT_SETUP' : 'CREATE_USER';
  return facts.hasEveryNewsletter ? 'THANK_YOU' : 'NEWSLETTERS';
}

/** DESIGN §5: the step that follows `step` when `event` happens on it; throws when none does. */
export function nextStep(step: DonationStep, event: StepEvent, facts: DonationFacts): DonationStep {
  const to = followingStep(step, event, facts);
  if (!to) throw new DonationStepError(step, event);
  return to;
}

/** DESIGN §5: the step that follows `step` when `event` happens on it, or undefined when none does. */
export function followingStep(step: DonationStep, event: StepEvent, facts: DonationFacts): DonationStep | undefined {
  if (event.type === 'FAILED_AFTER_PAYMENT') return 'THANK_YOU_INCOMPLETE';
  if (event.type === 'FAILED') return 'ERROR';
  // The member's own plan, shown to nobody signed in (decision 285).
  if (event.type === 'SIGN_IN_NEEDED') return OWN_SUPPORT_STEPS.includes(step) ? 'LOGIN_PROMPT' : undefined;
  const enhanced = ENHANCED_SIGNUP_ORDER.indexOf(step);
  if (enhanced >= 0 && step !== 'THANK_YOU' && event.type === 'CONTINUE') return ENHANCED_SIGNUP_ORDER[enhanced + 1] ?? 'THANK_YOU';

  switch (step) {
    case 'BUDGET_SELECT':
    case 'SUBSCRIPTION_PRESELECT':
      if (event.type === 'CONTINUE') return facts.signedIn ? 'PAYMENT_FORM' : 'ANON_SUBSCRIPTION';
      return step === 'SUBSCRIPTION_PRESELECT' && event.type === 'CHANGE_AMOUNT' ? 'BUDGET_SELECT' : undefined;
    case 'ANON_SUBSCRIPTION':
      if (event.type === 'EMAIL_CHECKED') return event.belongsToMember ? 'SUBSCRIPTION_LOG_IN' : 'PAYMENT_FORM';
      // The donor was signed in all along (the page went on before sign-in had loaded).
      return event.type === 'SIGNED_IN' ? 'PAYMENT_FORM' : undefined;
    case 'SUBSCRIPTION_LOG_IN':
      return event.type === 'SIGNED_IN' ? 'PAYMENT_FORM' : undefined;
    case 'LOGIN_PROMPT':
      // Decision 290: on to what the donor came for: their plan, or the payment they were making.
      if (event.type !== 'SIGNED_IN') return undefined;
      return OWN_SUPPORT_PLACEMENTS.includes(facts.placement) ? 'SUBSCRIPTION' : 'PAYMENT_FORM';
    case 'PAYMENT_FORM':
      if (event.type === 'PAID') return afterPayment(facts);
      return event.type === 'DECLINED' ? 'PAYMENT_FORM' : undefined;
    case 'CREATE_USER':
      return event.type === 'CONTINUE' ? 'CREATE_LOGIN' : undefined;
    case 'CREATE_LOGIN':
      return event.type === 'CONTINUE' ? 'NEWSLETTERS' : undefined;
    case 'NEWSLETTERS':
      if (event.type === 'CONTINUE') return facts.isNewUser ? 'PERK_OPT_IN' : 'THANK_YOU';
      return undefined;
    case 'PERK_OPT_IN':
      return event.type === 'CONTINUE' ? 'THANK_YOU' : undefined;
    case 'SUBSCRIPTION':
      if (event.type === 'CHANGE_PLAN') return 'UPDATE';
      if (event.type === 'CHANGE_CARD') return 'REPLACE_CARD';
      // No plan to change (none, or it ended): the member starts a new one from the amounts.
      return event.type === 'CONTINUE' ? 'BUDGET_SELECT' : undefined;
    case 'UPDATE':
      return event.type === 'SAVED' ? 'THANK_YOU' : undefined;
    case 'REPLACE_CARD':
      return event.type === 'SAVED' ? 'THANK_YOU_CARD_REPLACE' : undefined;
    default:
      // The thank-you pages, ERROR and the enhanced steps' other events end here.
      return undefined;
  }
}
