import { addMonths, nzMonthOf } from '@/lib/dates/nz-months';
import { displayDate, nzDay } from '@/lib/dates/nz-time';
import { cardLabel } from '@/lib/payments/card-brand';
import type { Db } from '../db/client';
import { nzDayStart } from '../member-actions/nz-calendar';
import { fullName } from '../members/member-service';
import { log } from '../observability/logger';
import { enqueueEmail } from '../outbox/outbox-service';
import { formatNzd } from '../receipts/money-format';
import { type CardInUse, cardsExpiringIn, type ReminderRecipient, yearlyRenewalsBetween } from './reminder-store';

export interface ReminderDeps {
  db: Db;
  clock: () => Date;
}

/** Emails queued by one run: each key is queued once ever, so a second run the same day queues none. */
export interface ReminderReport {
  cardsExpiring: number;
  renewalReminders: number;
  /** Reminders that could not be queued (logged); the next run tries them again. */
  failed: number;
}

/** How many New Zealand days ahead a yearly renewal is announced. */
export const RENEWAL_NOTICE_DAYS = 7;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const nameOf = (member: ReminderRecipient) => member.name ?? fullName(member.firstName, member.lastName);

/** When a plan is next charged: the end of its paid period, or of a pause that goes past it. */
const nextPaymentAt = (plan: CardInUse['subscription']) => (plan.pausedUntil && plan.pausedUntil > plan.currentPeriodEnd ? plan.pausedUntil : plan.currentPeriodEnd);

/** Queues one reminder; a failure is logged and counted, and the others go on (decision 270). */
async function queueOne(what: string, queue: () => Promise<boolean>): Promise<'queued' | 'known' | 'failed'> {
  try {
    return (await queue()) ? 'queued' : 'known';
  } catch (error) {
    log().error({ err: error }, `Reminders: ${what} could not be queued`);
    return 'failed';
  }
}

/**
 * Cards that expire next month (New Zealand's month now) and pay for a live plan: one email per
 * card and expiry, `card-expiring:{card}:{yyyy-mm}`, listing the plans it pays for.
 */
async function queueCardExpiryEmails(deps: ReminderDeps, report: ReminderReport): Promise<void> {
  const month = addMonths(nzMonthOf(deps.clock()), 1);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const byCard = new Map<string, CardInUse[]>();
  for (const row of await cardsExpiringIn(deps.db, year, monthNumber)) byCard.set(row.card.id, [...(byCard.get(row.card.id) ?? []), row]);
  for (const [cardId, rows] of byCard) {
    const [{ card, member }] = rows as [CardInUse, ...CardInUse[]];
    const outcome = await queueOne(`the card-expiring email for ${cardId}`, () =>
      enqueueEmail(deps.db, {
        key: `card-expiring:${cardId}:${month}`,
        to: member.email,
        template: 'card-expiring',
        data: {
          memberName: nameOf(member),
          card: cardLabel(card),
          expires: `${MONTHS[monthNumber - 1]} ${year}`,
          gifts: rows.map(({ subscription }) => ({ amount: formatNzd(subscription.amount), billingInterval: subscription.billingInterval, nextPaymentOn: displayDate(nextPaymentAt(subscription)) })),
        },
      }),
    );
    if (outcome === 'queued') report.cardsExpiring++;
    if (outcome === 'failed') report.failed++;
  }
}

/**
 * Yearly plans renewing within the next RENEWAL_NOTICE_DAYS New Zealand days (tomorrow to 7 days
 * on): one email per plan and period, `renewal-reminder:{subscription}:{period end's NZ day}`. A
 * daily run finds each plan first at 7 days; the days after catch up a day the job did not run.
 */
async function queueRenewalReminders(deps: ReminderDeps, report: ReminderReport): Promise<void> {
  const today = nzDay(deps.clock());
  const renewals = await yearlyRenewalsBetween(deps.db, nzDayStart(today, 1), nzDayStart(today, RENEWAL_NOTICE_DAYS + 1));
  for (const { subscription, card, member } of renewals) {
    const outcome = await queueOne(`the renewal reminder for ${subscription.id}`, () =>
      enqueueEmail(deps.db, {
        key: `renewal-reminder:${subscription.id}:${nzDay(subscription.currentPeriodEnd)}`,
        to: member.email,
        template: 'renewal-reminder',
        data: { memberName: nameOf(member), amount: formatNzd(subscription.amount), renewsOn: displayDate(subscription.currentPeriodEnd), card: card ? cardLabel(card) : null },
      }),
    );
    if (outcome === 'queued') report.renewalReminders++;
    if (outcome === 'failed') report.failed++;
  }
}

/** The daily reminders: cards that expire next month, yearly renewals a week ahead. Safe on every instance at once: the keys make each email once. */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const report: ReminderReport = { cardsExpiring: 0, renewalReminders: 0, failed: 0 };
  await queueCardExpiryEmails(deps, report);
  await queueRenewalReminders(deps, report);
  return report;
}
