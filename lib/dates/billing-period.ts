import type { RecurringInterval } from '@/lib/schemas/payments';

/**
 * The same day a month or a year later, in UTC; a day the next month lacks (31 January) becomes
 * that month's last day, as Stripe bills.
 */
export function addInterval(from: Date, interval: RecurringInterval): Date {
  const next = new Date(from);
  const day = from.getUTCDate();
  if (interval === 'MONTHLY') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next;
}

/**
 * The first payment after skipping `months` monthly payments: period by period, as renewals
 * advance, so a plan billed on the 31st lands where the renewal job will be.
 */
export function pauseEnd(periodEnd: Date, months: number): Date {
  let resumesAt = periodEnd;
  for (let month = 0; month < months; month++) resumesAt = addInterval(resumesAt, 'MONTHLY');
  return resumesAt;
}
