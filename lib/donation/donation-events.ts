import type { DonationInterval } from './donation-amounts';
import type { DonationPaymentMethod, DonationSubscription, DonationTransaction } from './donation-state';
import type { DonationStep } from './donation-steps';

/** A signed-in member's details, as far as their member record has them (it may not have loaded). */
export interface DonorProfile {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * What happened in the donation flow, each event named for it. The reducer (donation-reducer)
 * records what an event carries and, from the step order (DESIGN §5), which step comes next.
 */
export type DonationEvent =
  /** SPEC §3: the state can be reset to its defaults ("Start again"). */
  | { type: 'RESET' }
  /** SPEC §3: setting a step and setting a previous step both set the step. */
  | { type: 'SET_STEP'; step: DonationStep }
  /** The browser's back (or forward) button went to a step the donor has seen. */
  | { type: 'SET_PREVIOUS_STEP'; step: DonationStep }
  /** A tab of BUDGET_SELECT: the interval, with that interval's preselected amount. */
  | { type: 'INTERVAL_CHOSEN'; interval: DonationInterval }
  /** A preset amount was picked; the donor has not gone on yet. */
  | { type: 'AMOUNT_CHOSEN'; amount: number }
  /** The donor went on with this amount (BUDGET_SELECT, or a preselected plan). */
  | { type: 'AMOUNT_CONFIRMED'; amount: number; signedIn: boolean }
  /** From a preselected plan, back to the amounts. */
  | { type: 'DIFFERENT_AMOUNT_REQUESTED' }
  /** ANON_SUBSCRIPTION: who the donor says they are, and whether that email belongs to a member. */
  | { type: 'DONOR_IDENTIFIED'; email: string; firstName: string; lastName: string; belongsToMember: boolean }
  /** A member is signed in: on arrival (with their record's details) or on the sign-in step. */
  | { type: 'SIGNED_IN'; profile: DonorProfile }
  | { type: 'CARDS_LOADED'; cards: readonly DonationPaymentMethod[] }
  /** The member's current subscription, null when they have none. */
  | { type: 'SUBSCRIPTION_LOADED'; subscription: DonationSubscription | null }
  /** A step's call began: loading, and the last error cleared. */
  | { type: 'TASK_STARTED' }
  | { type: 'TASK_FINISHED' }
  /** A step's call failed: the message is written for the donor; the step stays. */
  | { type: 'TASK_FAILED'; message: string }
  /** The money moved. `enhancedSignup`: the enhancedSignup flag, which decides what follows an ENHANCED_SIGNUP payment. */
  | { type: 'PAID'; transaction: DonationTransaction; subscriptionId: string | null; enhancedSignup: boolean }
  /** CREATE_USER: the visitor's member record was made. */
  | { type: 'MEMBER_CREATED' }
  /** The payment stands, but creating the account (or another step after it) failed. */
  | { type: 'AFTER_PAYMENT_FAILED' }
  /** CREATE_LOGIN or ACCOUNT_SETUP: the anonymous account now has the donor's email and a password. */
  | { type: 'PASSWORD_SET' }
  /** CREATE_LOGIN or ACCOUNT_SETUP: "Skip for now". */
  | { type: 'PASSWORD_SKIPPED' }
  | { type: 'NAME_SAVED'; firstName: string; lastName: string }
  /** NEWSLETTERS or ENHANCED_NEWSLETTER_SELECTION: the donor went on (the picker saves each choice itself). */
  | { type: 'NEWSLETTERS_CHOSEN' }
  | { type: 'PERK_CHOSEN'; perkOptIn: boolean }
  /** ENHANCED_PODCAST_DISCOVERY or ENHANCED_APP_PROMOTION: the donor went on. */
  | { type: 'PROMOTION_SEEN' }
  /** SUBSCRIPTION: the member wants to change the amount or how often. */
  | { type: 'PLAN_CHANGE_REQUESTED' }
  | { type: 'CARD_CHANGE_REQUESTED' }
  /** SUBSCRIPTION with no plan: the member starts one from the amounts. */
  | { type: 'NEW_PLAN_REQUESTED' }
  /** UPDATE saved: the new amount applies from `effectiveFrom` (the next billing date). */
  | { type: 'PLAN_CHANGED'; amount: number; interval: Exclude<DonationInterval, 'one-off'>; effectiveFrom: string }
  /** REPLACE_CARD saved: the subscription's next payments use this card. */
  | { type: 'CARD_REPLACED'; paymentMethodId: string };

export type DonationEventType = DonationEvent['type'];
