import { and, asc, eq, gte, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { paymentMethods, subscriptions } from '../db/schema/payments';

type CardRow = typeof paymentMethods.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Who a reminder goes to: members without an address (erased, or a donor behind a shared one) are never listed. */
export interface ReminderRecipient {
  uid: string;
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}

const recipientColumns = { uid: members.uid, email: members.email, name: members.name, firstName: members.firstName, lastName: members.lastName };

/** A card, and one live subscription it pays for (a card paying two plans comes twice). */
export interface CardInUse {
  card: CardRow;
  subscription: SubscriptionRow;
  member: ReminderRecipient;
}

/** Saved cards that expire in `year`/`month` and pay for a live subscription (active, paused or past due), by card. */
export async function cardsExpiringIn(db: Db, year: number, month: number): Promise<CardInUse[]> {
  const rows = await db
    .select({ card: paymentMethods, subscription: subscriptions, member: recipientColumns })
    .from(paymentMethods)
    .innerJoin(subscriptions, and(eq(subscriptions.paymentMethodId, paymentMethods.id), ne(subscriptions.status, 'DELETED')))
    .innerJoin(members, eq(members.uid, subscriptions.memberUid))
    .where(and(eq(paymentMethods.expYear, year), eq(paymentMethods.expMonth, month), isNull(paymentMethods.deletedAt), isNotNull(members.email)))
    .orderBy(asc(paymentMethods.id), asc(subscriptions.currentPeriodEnd));
  return rows.map((row) => ({ ...row, member: { ...row.member, email: row.member.email! } }));
}

/** A yearly subscription that renews, with the card it pays with (null when none is on file). */
export interface UpcomingRenewal {
  subscription: SubscriptionRow;
  card: CardRow | null;
  member: ReminderRecipient;
}

/** Yearly subscriptions that will renew (active, not set to end) with their period ending in [from, to), soonest first. */
export async function yearlyRenewalsBetween(db: Db, from: Date, to: Date): Promise<UpcomingRenewal[]> {
  const rows = await db
    .select({ subscription: subscriptions, card: paymentMethods, member: recipientColumns })
    .from(subscriptions)
    .innerJoin(members, eq(members.uid, subscriptions.memberUid))
    .leftJoin(paymentMethods, and(eq(paymentMethods.id, subscriptions.paymentMethodId), isNull(paymentMethods.deletedAt)))
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        eq(subscriptions.billingInterval, 'YEARLY'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gte(subscriptions.currentPeriodEnd, from),
        lt(subscriptions.currentPeriodEnd, to),
        isNotNull(members.email),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id));
  return rows.map((row) => ({ ...row, member: { ...row.member, email: row.member.email! } }));
}
