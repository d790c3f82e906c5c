import type { DonationState } from './donation-state';
import { DONATION_STEP_COPY, stepTitle } from './donation-step-copy';
import type { DonationStep } from './donation-steps';

/** This tab's donation, kept across a reload (sessionStorage: one tab, gone when it closes). */
const KEY = 'panui.donation';
/** A flow left longer than this starts again. */
export const KEPT_DONATION_MS = 60 * 60 * 1000;

/** What a reload needs to carry on: never the password, a loading flag or an error. */
const KEPT_FIELDS = ['amount', 'interval', 'email', 'firstName', 'lastName', 'donationLocation', 'options', 'transactions', 'paymentIntent', 'step', 'userStatus', 'isNewUser', 'hasFirebase', 'paymentAttempt'] as const;
type KeptDonation = Pick<DonationState, (typeof KEPT_FIELDS)[number]>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage turned off: a reload starts again, as before
  }
}

/** Paid, or a payment sent and not answered: a reload must not offer the payment as new. */
const atStake = (state: Pick<DonationState, 'paymentIntent' | 'paymentAttempt'>) => state.paymentIntent !== null || state.paymentAttempt !== null;

/**
 * Keeps the flow once a payment has been sent (its attempt, with its idempotency key) or has gone
 * through; before that there is nothing a reload could lose but typing.
 */
export function keepDonation(state: DonationState, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  if (!atStake(state)) {
    store.removeItem(KEY);
    return;
  }
  const kept = Object.fromEntries(KEPT_FIELDS.map((field) => [field, state[field]])) as KeptDonation;
  store.setItem(KEY, JSON.stringify({ savedAt: now, kept }));
}

/**
 * The flow this tab kept at `step` (the step the reloaded address names), with its heading
 * and message, or null: nothing kept, another step, or left too long.
 */
export function keptDonation(step: DonationStep | undefined, now = Date.now()): Partial<DonationState> | null {
  const store = storage();
  const text = store?.getItem(KEY);
  if (!step || !text) return null;
  try {
    const { savedAt, kept } = JSON.parse(text) as { savedAt: number; kept: KeptDonation };
    if (kept.step !== step || !atStake(kept) || !(now - savedAt < KEPT_DONATION_MS)) return null;
    return { ...kept, pageTitle: stepTitle(step, kept.amount), pageMessage: DONATION_STEP_COPY[step].message };
  } catch {
    return null;
  }
}
