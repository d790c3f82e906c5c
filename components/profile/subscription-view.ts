import { displayDate } from '@/lib/dates/nz-time';
import { cardLabel } from '@/lib/payments/card-brand';
import type { Subscription } from '@/lib/schemas/payments';

/**
 * The subscription the profile shows: a live one (ACTIVE or PAST_DUE) if there is one, else the
 * one that ended last, so a member who cancelled sees when it ends and can start again.
 */
export function currentSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  const live = subscriptions.find((subscription) => subscription.status !== 'DELETED');
  if (live) return live;
  const ended = [...subscriptions].sort((a, b) => (b.endsAt ?? b.currentPeriodEnd).localeCompare(a.endsAt ?? a.currentPeriodEnd));
  return ended[0] ?? null;
}

/** "Visa ending 4242", "American Express ending 0005": the network as people write it. */
export const cardWords = (card: { brand: string; last4: string } | null) => (card ? cardLabel(card) : 'No card');

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
const PER = { MONTHLY: 'a month', YEARLY: 'a year' } as const;

/**
 * What a member with a live recurring donation is: "Supporter · $15.00 NZD a month since 3 March 2026"
 * (SPEC §9: cents divided by 100, NZD). Null without one: the member type says it then.
 */
export function supporterWords(subscriptions: readonly Subscription[]): string | null {
  const live = subscriptions.find((subscription) => subscription.status !== 'DELETED');
  if (!live) return null;
  return `Supporter · ${nzd.format(live.amount / 100)} NZD ${PER[live.billingInterval]} since ${displayDate(live.startedAt)}`;
}
