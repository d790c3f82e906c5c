import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { newsletters, newsletterSubscriptions } from '../db/schema/newsletters';

export type NewsletterRow = typeof newsletters.$inferSelect;
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const listNewsletterRows = (db: Db): Promise<NewsletterRow[]> => db.select().from(newsletters).orderBy(asc(newsletters.position), asc(newsletters.listId));

export async function findNewsletterRow(db: Db, listId: string): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.listId, listId));
  return row;
}

export async function findSubscriptionRow(db: Db, email: string, listId: string): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.listId, listId)));
  return row;
}

export const listSubscriptionRowsByEmail = (db: Db, email: string): Promise<NewsletterSubscriptionRow[]> =>
  db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).orderBy(asc(newsletterSubscriptions.listId));

/** Every subscription, in pages by id, for the sync command. */
export const listSubscriptionRowsAfter = (db: Db, afterId: number, limit: number): Promise<NewsletterSubscriptionRow[]> =>
  db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`${newsletterSubscriptions.id} > ${afterId}`)
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(limit);

/** The uid when that member row exists (the column references members), else null. */
const memberUidIfKnown = (uid: string | null) => (uid ? sql`(select ${members.uid} from ${members} where ${members.uid} = ${uid})` : null);

/**
 * A sign-up waiting for its confirmation: a new row is pending, an unsubscribed one becomes
 * pending again, and a pending or active one is left as it is (a stranger cannot change it).
 */
export async function markPending(db: Db, values: { email: string; listId: string; source: string; memberUid: string | null; now: Date }): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: values.email, listId: values.listId, source: values.source, status: 'pending', memberUid: memberUidIfKnown(values.memberUid) })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.email, newsletterSubscriptions.listId],
      set: { status: 'pending', source: values.source, updatedAt: values.now },
      setWhere: eq(newsletterSubscriptions.status, 'unsubscribed'),
    });
}

/** Consent given: active, with where it came from and when and from which address it was given. */
export async function markActive(
  db: Db,
  values: { email: string; listId: string; source: string; memberUid: string | null; consentAt: Date; consentIp: string },
): Promise<NewsletterSubscriptionRow> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ ...values, status: 'active', memberUid: memberUidIfKnown(values.memberUid), updatedAt: values.consentAt })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.email, newsletterSubscriptions.listId],
      set: {
        status: 'active',
        source: values.source,
        consentAt: values.consentAt,
        consentIp: values.consentIp,
        updatedAt: values.consentAt,
        memberUid: sql`coalesce(${newsletterSubscriptions.memberUid}, excluded.member_uid)`,
      },
    })
    .returning();
  if (!row) throw new Error('newsletter subscription upsert returned no row');
  return row;
}

/** Unsubscribed, keeping the consent trail; undefined when there was nothing to unsubscribe. */
export async function markUnsubscribed(db: Db, email: string, listId: string, now: Date): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.listId, listId), ne(newsletterSubscriptions.status, 'unsubscribed')))
    .returning();
  return row;
}
