import type { DonationInterval } from './donation-amounts';
import type { DonationFailureCause } from './donation-failures';
import type { DonationPaymentMethod, DonationState, DonationSubscription, DonationTransaction, PaymentAttempt } from './donation-state';
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
  /**
   * SPEC §3: the state goes back to its defaults: a flow ended and a new one starts (the donate page
   * opened again from a link). `entry`: the new link's entry values, over the defaults.
   */
  | { type: 'RESET'; entry?: Partial<DonationState> }
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
  /** The member's current subscription, null when they have none (then the amounts, to start one). */
  | { type: 'SUBSCRIPTION_LOADED'; subscription: DonationSubscription | null }
  /** A step that shows a member's own support was opened by a visitor or an anonymous session. */
  | { type: 'SIGN_IN_NEEDED' }
  /** A step's call began: loading, and the last error cleared. */
  | { type: 'TASK_STARTED' }
  | { type: 'TASK_FINISHED' }
  /** A step's call failed: the message is written for the donor; the step stays. */
  | { type: 'TASK_FAILED'; message: string }
  /** PAYMENT_FORM sent this request: its attempt lasts until a success or a refusal. */
  | { type: 'PAYMENT_SENT'; attempt: PaymentAttempt }
  /** The server refused the attempt for good (a decline, a bad card): the next press is a new payment. */
  | { type: 'PAYMENT_ATTEMPT_ENDED' }
  /** Something the donor cannot fix on this step (decision 286): ERROR, with a way back. */
  | { type: 'STEP_FAILED'; cause: DonationFailureCause }
  /** ERROR's "Try again": back to the step the donor was on, with what they typed. */
  | { type: 'RETRY_REQUESTED' }
  /** The money moved. `enhancedSignup`: the enhancedSignup flag, which decides what follows a new donor's payment. */
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
  /** UPDATE saved: the new amount applies from `effectiveFrom` (the next billing date). */
  | { type: 'PLAN_CHANGED'; amount: number; interval: Exclude<DonationInterval, 'one-off'>; effectiveFrom: string }
  /** REPLACE_CARD saved: the subscription's next payments use this card. */
  | { type: 'CARD_REPLACED'; paymentMethodId: string };

export type DonationEventType = DonationEvent['type'];
