import type { SupporterState } from '@/lib/schemas/desk-members';

/** What a member's supporter state is worked out from (as /desk/members defines it). */
export interface SupporterFacts {
  /** An ACTIVE subscription that is not paused. */
  recurring: boolean;
  /** An ACTIVE subscription paused until a day still to come. */
  paused: boolean;
  /** Any subscription ever, active or not. */
  hadSubscription: boolean;
  /** A succeeded one-off (PAY_WHAT_YOU_WANT) gift. */
  gaveOnce: boolean;
}

/** The first that holds, in this order: recurring, paused, one-off donor, lapsed, none. */
export function supporterStateOf(facts: SupporterFacts): SupporterState {
  if (facts.recurring) return 'recurring';
  if (facts.paused) return 'paused';
  if (facts.gaveOnce) return 'one_off';
  if (facts.hadSubscription) return 'lapsed';
  return 'none';
}
