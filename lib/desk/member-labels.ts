import type { SupporterState } from '@/lib/schemas/desk-members';

// Words the business desk shows for the member record's values.

export const SUPPORTER_LABELS: Record<SupporterState, string> = {
  recurring: 'Recurring supporter',
  paused: 'Paused supporter',
  one_off: 'One-off donor',
  lapsed: 'Lapsed supporter',
  none: 'Not a supporter',
};

export const PLACEMENT_LABELS: Record<string, string> = {
  ONSITE: 'Donate page',
  INLINE_BANNER: 'Inline banner',
  MEMBERSHOMEPAGE: 'Members home page',
  PROFILE: 'Profile',
  UPDATE: 'Subscription update',
  PROFILE_ONEOFF: 'Profile (one-off)',
  ENHANCED_SIGNUP: 'Enhanced sign-up',
};

/** A placement's words, or the stored value for one this desk does not know; a dash for none. */
export const placementLabel = (placement: string | null) => (placement ? (PLACEMENT_LABELS[placement] ?? placement) : '—');

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** "$50.00" from 5000 cents: the desk always shows cents, so columns of money line up. */
export const formatMoney = (cents: number) => nzd.format(cents / 100);

const nzDate = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short', year: 'numeric' });

/** "25 Nov 2026", the New Zealand day of an instant. */
export const formatNzDate = (iso: string) => nzDate.format(new Date(iso));
