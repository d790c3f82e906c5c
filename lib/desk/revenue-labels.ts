import type { RevenueInterval, RevenuePlacement } from '@/lib/schemas/desk-revenue';

// How the revenue page names its figures' keys and writes its numbers.

/** How far one report reaches, three years of months (here, not in the zod schema, so the page's form loads no zod). */
export const MAX_REVENUE_MONTHS = 36;

export const PLACEMENT_LABELS: Record<RevenuePlacement, string> = {
  ONSITE: 'Donate page',
  INLINE_BANNER: 'Inline banner',
  MEMBERSHOMEPAGE: 'Members’ home page',
  PROFILE: 'Profile',
  UPDATE: 'Subscription update',
  PROFILE_ONEOFF: 'Profile, one-off',
  ENHANCED_SIGNUP: 'Enhanced sign-up',
  unknown: 'Unknown',
};

export const INTERVAL_LABELS: Record<RevenueInterval, string> = { MONTHLY: 'Monthly', YEARLY: 'Yearly', ONE_OFF: 'One-off' };

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
const whole = new Intl.NumberFormat('en-NZ');
const percent = new Intl.NumberFormat('en-NZ', { style: 'percent', maximumFractionDigits: 1 });

/** Cents as dollars and cents: "$1,234.50"; an empty figure (an average of nothing) as an em dash. */
export const formatCents = (cents: number | null): string => (cents === null ? '—' : nzd.format(cents / 100));

export const formatCount = (count: number): string => whole.format(count);

/** A conversion rate: "12.5%"; none without clicks. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : percent.format(rate));
