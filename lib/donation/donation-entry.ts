import { DONATION_INTERVALS, type DonationInterval, MAX_DONATION_CENTS, MIN_DONATION_CENTS } from './donation-amounts';
import type { DonationState } from './donation-state';
import { entryStep, OWN_SUPPORT_PLACEMENTS } from './donation-step-order';
import { DONATION_STEP_COPY } from './donation-step-copy';
import { type DonationLocation, PAYMENT_PLACEMENTS, type PaymentPlacement, toPlacement } from './donation-steps';

/** The donate page's query, from a link or a banner: `?amount=1250&interval=month&placement=INLINE_BANNER`. */
export interface DonationLink {
  amount?: string | string[];
  interval?: string | string[];
  placement?: string | string[];
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Where the flow opens and with what (DESIGN §5 entry rows). Anything in the link that is not a
 * valid amount in cents, interval or placement is ignored, so a mangled link still opens the flow.
 * ENHANCED_SIGNUP is kept whatever its feature flag says: the flag is read in the browser, where
 * the flag service's answer is known (the PAID event carries it). UPDATE and PROFILE open on the
 * current plan; once sign-in is known it moves on: nobody signed in, to LOGIN_PROMPT (decision
 * 285); a member without a plan, to the amounts.
 */
export function donationEntry(link: DonationLink): Partial<DonationState> {
  const placementText = one(link.placement)?.toUpperCase();
  const known = PAYMENT_PLACEMENTS.find((placement) => placement === placementText);
  const placement: PaymentPlacement = known ?? 'ONSITE';
  const cents = Number(one(link.amount));
  const amount = Number.isInteger(cents) && cents >= MIN_DONATION_CENTS && cents <= MAX_DONATION_CENTS ? cents : undefined;
  const interval = DONATION_INTERVALS.find((value) => value === one(link.interval)) as DonationInterval | undefined;
  const entry = entryStep({ placement, preselected: amount !== undefined && interval !== undefined, hasSubscription: placement === 'UPDATE' || placement === 'PROFILE' });
  const copy = DONATION_STEP_COPY[entry.step];
  return {
    step: entry.step,
    pageTitle: copy.title,
    pageMessage: copy.message,
    donationLocation: placement.toLowerCase() as DonationLocation,
    ...(entry.interval || interval ? { interval: entry.interval ?? interval } : {}),
    ...(amount !== undefined ? { amount } : {}),
  };
}

/**
 * Where a sign-in that leaves the page (an emailed link, a provider's redirect, "Create an
 * account") comes back to: the donate page with the same placement and, for a gift, the same
 * amount and interval, so nothing chosen is lost.
 */
export function donationReturnPath(state: Pick<DonationState, 'donationLocation' | 'amount' | 'interval'>): string {
  const placement = toPlacement(state.donationLocation);
  const query = new URLSearchParams({ placement });
  if (!OWN_SUPPORT_PLACEMENTS.includes(placement)) {
    query.set('amount', String(state.amount));
    query.set('interval', state.interval);
  }
  return `/donate?${query.toString()}`;
}
