import type { PaymentDeps } from '../payment-deps';
import { recoveryOf } from './payment-recovery';
import type { DonationSubscriptionRow } from '../subscription-store';

const DAY_MS = 86_400_000;

/** What an update-card link names: one subscription and the period whose payment is due (decision 233). */
export interface CardUpdateSubject {
  subscriptionId: string;
  /** The due period's end, seconds since the epoch: once it is paid the period moves on and the link is spent. */
  periodEnd: number;
}

const periodSeconds = (row: DonationSubscriptionRow) => Math.floor(row.currentPeriodEnd.getTime() / 1000);

export const formatSubject = (subject: CardUpdateSubject) => `${subject.subscriptionId}~${subject.periodEnd}`;

export function parseSubject(subject: string): CardUpdateSubject | null {
  const match = /^(subscr_[\w-]{1,100})~(\d{1,12})$/.exec(subject);
  return match ? { subscriptionId: match[1]!, periodEnd: Number(match[2]) } : null;
}

/** Whether the link's period is the one still due: paid (or moved on), and the link is spent. */
export const isDuePeriod = (row: DonationSubscriptionRow, subject: CardUpdateSubject) => row.status === 'PAST_DUE' && periodSeconds(row) === subject.periodEnd;

/** The signed, expiring link a failed-renewal notice carries: no sign-in, this subscription's due payment only. */
export function cardUpdateUrl(deps: Pick<PaymentDeps, 'recovery' | 'clock'>, row: DonationSubscriptionRow): string {
  const recovery = recoveryOf(deps);
  const token = recovery.links.sign(formatSubject({ subscriptionId: row.id, periodEnd: periodSeconds(row) }), new Date(deps.clock().getTime() + recovery.linkDays * DAY_MS));
  return new URL(`/payments/update-card?token=${encodeURIComponent(token)}`, recovery.siteUrl).href;
}
