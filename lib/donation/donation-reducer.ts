import { DONATION_PRESETS } from './donation-amounts';
import type { DonationEvent } from './donation-events';
import { DONATION_FAILURE_MESSAGES, type DonationFailureCause } from './donation-failures';
import { planChangedMessage } from './donation-labels';
import { DEFAULT_DONATION_STATE, type DonationState } from './donation-state';
import { DONATION_STEP_COPY, stepTitle } from './donation-step-copy';
import { followingStep, type StepEvent } from './donation-step-order';
import { assertNever, type DonationStep, toPlacement } from './donation-steps';

const RECURRING_BILLING = { month: 'MONTHLY', year: 'YEARLY' } as const;

/** A new step starts with its own heading and message, and without the last step's error. */
function showStep(state: DonationState, step: DonationStep): DonationState {
  return { ...state, step, pageTitle: stepTitle(step, state.amount), pageMessage: DONATION_STEP_COPY[step].message, errorMessage: '', loading: false };
}

interface MoveFacts {
  /** Only BUDGET_SELECT and SUBSCRIPTION_PRESELECT ask; their event says. */
  signedIn?: boolean;
  /** The enhancedSignup flag; only the payment asks. */
  enhancedSignup?: boolean;
}

/**
 * Records the event's data (already in `state`) and moves to the step DESIGN §5 gives after the
 * current one. An event with no step after the current one (a late answer after the donor went
 * back, say) keeps the step: what it carries is still true, and the donor stays where they are.
 */
function moveOn(state: DonationState, event: StepEvent, facts: MoveFacts = {}): DonationState {
  const to = followingStep(state.step, event, {
    signedIn: facts.signedIn ?? state.userStatus === 'signed-in',
    isNewUser: state.isNewUser,
    placement: toPlacement(state.donationLocation),
    hasEveryNewsletter: false,
    enhancedSignup: facts.enhancedSignup ?? false,
  });
  return to ? showStep(state, to) : state;
}

/**
 * Where ERROR's "Try again" leads (decision 286): the step the donor was on, except when their
 * session ended: a member signs in again, a visitor's details lead to a new anonymous session.
 */
function resumeStepAfter(state: DonationState, cause: DonationFailureCause): DonationStep {
  if (cause !== 'session-ended') return state.step;
  return state.userStatus === 'visitor' ? 'ANON_SUBSCRIPTION' : 'LOGIN_PROMPT';
}

function fail(state: DonationState, cause: DonationFailureCause): DonationState {
  if (state.step === 'ERROR') return state;
  const failed = moveOn({ ...state, failure: { cause, resumeStep: resumeStepAfter(state, cause) } }, { type: 'FAILED' });
  return { ...failed, pageMessage: DONATION_FAILURE_MESSAGES[cause] };
}

const SIGN_IN_AGAIN = 'Sign in again to carry on with your gift. Your amount is kept.';

function retry(state: DonationState): DonationState {
  if (state.step !== 'ERROR' || !state.failure) return state;
  const back = showStep(state, state.failure.resumeStep);
  return back.step === 'LOGIN_PROMPT' && state.failure.cause === 'session-ended' ? { ...back, pageMessage: SIGN_IN_AGAIN } : back;
}

/**
 * A CONTINUE that a step's own screen sends moves on only from that step: the answer to a call
 * made on a step the donor has since left (CREATE_USER's, say, once the back button brought that
 * step round twice) must not carry a later step on with it.
 */
function continueFrom(state: DonationState, steps: readonly DonationStep[]): DonationState {
  return steps.includes(state.step) ? moveOn(state, { type: 'CONTINUE' }) : state;
}

/** SPEC §3's donation state, changed only by what happened (DonationEvent). */
export function donationReducer(state: DonationState, event: DonationEvent): DonationState {
  switch (event.type) {
    case 'RESET':
      return event.entry ? { ...DEFAULT_DONATION_STATE, ...event.entry } : DEFAULT_DONATION_STATE;
    case 'SET_STEP':
    case 'SET_PREVIOUS_STEP':
      return showStep(state, event.step);
    case 'INTERVAL_CHOSEN':
      return { ...state, interval: event.interval, amount: DONATION_PRESETS[event.interval].preselected };
    case 'AMOUNT_CHOSEN':
      return { ...state, amount: event.amount };
    case 'AMOUNT_CONFIRMED':
      return moveOn({ ...state, amount: event.amount }, { type: 'CONTINUE' }, { signedIn: event.signedIn });
    case 'DIFFERENT_AMOUNT_REQUESTED':
      return moveOn(state, { type: 'CHANGE_AMOUNT' });
    case 'DONOR_IDENTIFIED': {
      const { email, firstName, lastName, belongsToMember } = event;
      // A new email's donor is signed in anonymously before this, so a Firebase user exists.
      const who = belongsToMember ? { userStatus: 'existing-member' as const, isNewUser: false } : { userStatus: 'visitor' as const, isNewUser: true, hasFirebase: true };
      return moveOn({ ...state, email, firstName, lastName, ...who }, { type: 'EMAIL_CHECKED', belongsToMember });
    }
    case 'SIGNED_IN': {
      const { email, firstName, lastName } = event.profile;
      const known = { ...(email ? { email } : {}), ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
      return moveOn({ ...state, ...known, userStatus: 'signed-in', isNewUser: false, hasFirebase: true }, { type: 'SIGNED_IN' });
    }
    case 'CARDS_LOADED':
      return { ...state, paymentMethods: event.cards };
    case 'SUBSCRIPTION_LOADED':
      // Without a plan there is nothing to change: the amounts, to start one (DESIGN §5 entry rows).
      return event.subscription === null ? continueFrom({ ...state, subscription: null }, ['SUBSCRIPTION']) : { ...state, subscription: event.subscription };
    case 'SIGN_IN_NEEDED':
      return moveOn(state, { type: 'SIGN_IN_NEEDED' });
    case 'TASK_STARTED':
      return { ...state, loading: true, errorMessage: '' };
    case 'TASK_FINISHED':
      return { ...state, loading: false };
    case 'TASK_FAILED':
      return { ...state, loading: false, errorMessage: event.message };
    case 'PAID': {
      const { transaction, subscriptionId, enhancedSignup } = event;
      const paid = { ...state, paymentIntent: { txId: transaction.txId, subscriptionId }, transactions: [...state.transactions, transaction], paymentAttempt: null };
      return moveOn(paid, { type: 'PAID' }, { enhancedSignup });
    }
    case 'PAYMENT_SENT':
      return { ...state, paymentAttempt: event.attempt };
    case 'PAYMENT_ATTEMPT_ENDED':
      return { ...state, paymentAttempt: null };
    case 'STEP_FAILED':
      return fail(state, event.cause);
    case 'RETRY_REQUESTED':
      return retry(state);
    case 'MEMBER_CREATED':
      return continueFrom(state, ['CREATE_USER']);
    case 'AFTER_PAYMENT_FAILED':
      return moveOn(state, { type: 'FAILED_AFTER_PAYMENT' });
    case 'PASSWORD_SET':
      // The password is never kept; the account is now a signed-in member's.
      return continueFrom({ ...state, password: '', userStatus: 'signed-in' }, ['CREATE_LOGIN', 'ACCOUNT_SETUP']);
    case 'PASSWORD_SKIPPED':
      return continueFrom(state, ['CREATE_LOGIN', 'ACCOUNT_SETUP']);
    case 'NEWSLETTERS_CHOSEN':
      return continueFrom(state, ['NEWSLETTERS', 'ENHANCED_NEWSLETTER_SELECTION']);
    case 'PROMOTION_SEEN':
      return continueFrom(state, ['ENHANCED_PODCAST_DISCOVERY', 'ENHANCED_APP_PROMOTION']);
    case 'NAME_SAVED':
      return continueFrom({ ...state, firstName: event.firstName, lastName: event.lastName }, ['NAME_COLLECTION']);
    case 'PERK_CHOSEN':
      return continueFrom({ ...state, options: { ...state.options, perkOptIn: event.perkOptIn } }, ['PERK_OPT_IN']);
    case 'PLAN_CHANGE_REQUESTED':
      return moveOn(state, { type: 'CHANGE_PLAN' });
    case 'CARD_CHANGE_REQUESTED':
      return moveOn(state, { type: 'CHANGE_CARD' });
    case 'PLAN_CHANGED': {
      const { amount, interval, effectiveFrom } = event;
      const subscription = state.subscription ? { ...state.subscription, amount, billingInterval: RECURRING_BILLING[interval] } : state.subscription;
      const saved = moveOn({ ...state, amount, interval, subscription }, { type: 'SAVED' });
      return saved.step === 'THANK_YOU' ? { ...saved, pageMessage: planChangedMessage(amount, interval, effectiveFrom) } : saved;
    }
    case 'CARD_REPLACED': {
      const subscription = state.subscription ? { ...state.subscription, paymentMethodId: event.paymentMethodId } : state.subscription;
      return moveOn({ ...state, subscription }, { type: 'SAVED' });
    }
    default:
      return assertNever(event);
  }
}
