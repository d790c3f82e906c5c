import { and, asc, count, eq } from 'drizzle-orm';
import type { DeskNewsletterList } from '@/lib/schemas/desk-newsletter';
import type { Db } from '../db/client';
import { newsletters, newsletterSubscriptions } from '../db/schema/newsletters';

export type NewsletterListFields = Omit<typeof newsletters.$inferInsert, 'listId' | 'createdAt'>;

const listColumns = {
  listId: newsletters.listId,
  name: newsletters.name,
  description: newsletters.description,
  frequency: newsletters.frequency,
  position: newsletters.position,
  subscriberCount: count(newsletterSubscriptions.id),
};

const withCounts = (db: Db) =>
  db
    .select(listColumns)
    .from(newsletters)
    .leftJoin(newsletterSubscriptions, and(eq(newsletterSubscriptions.listId, newsletters.listId), eq(newsletterSubscriptions.status, 'active')))
    .groupBy(newsletters.listId);

export const listNewsletterLists = (db: Db): Promise<DeskNewsletterList[]> => withCounts(db).orderBy(asc(newsletters.position), asc(newsletters.listId));

export async function findNewsletterList(db: Db, listId: string): Promise<DeskNewsletterList | undefined> {
  const [row] = await withCounts(db).where(eq(newsletters.listId, listId));
  return row;
}

export async function insertNewsletterList(db: Db, listId: string, fields: NewsletterListFields): Promise<void> {
  await db.insert(newsletters).values({ listId, ...fields });
}

export async function updateNewsletterList(db: Db, listId: string, fields: NewsletterListFields): Promise<void> {
  await db.update(newsletters).set(fields).where(eq(newsletters.listId, listId));
}
