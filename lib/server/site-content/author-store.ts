import { asc, count, eq } from 'drizzle-orm';
import type { DeskAuthorSummary } from '@/lib/schemas/desk-author';
import type { Db } from '../db/client';
import { reoOrder } from '../db/reo-order';
import { articles, authors } from '../db/schema/content';

export type AuthorRow = typeof authors.$inferSelect;
export type AuthorFields = Pick<AuthorRow, 'name' | 'slug' | 'bio' | 'photoImageId'>;

export async function listAuthorRows(db: Db): Promise<DeskAuthorSummary[]> {
  const stories = db.select({ authorId: articles.authorId, stories: count().as('stories') }).from(articles).groupBy(articles.authorId).as('author_stories');
  const rows = await db
    .select({ id: authors.id, slug: authors.slug, name: authors.name, photoImageId: authors.photoImageId, stories: stories.stories })
    .from(authors)
    .leftJoin(stories, eq(stories.authorId, authors.id))
    .orderBy(...reoOrder(authors.name), asc(authors.id));
  return rows.map(({ photoImageId, stories: n, ...row }) => ({ ...row, storyCount: Number(n ?? 0), hasPhoto: photoImageId !== null }));
}

export async function findAuthorRow(db: Db, id: number): Promise<AuthorRow | undefined> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
  return row;
}

export async function findAuthorIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug)).limit(1);
  return row?.id;
}

export async function insertAuthor(db: Db, fields: AuthorFields): Promise<number> {
  const [row] = await db.insert(authors).values(fields).returning({ id: authors.id });
  return row!.id;
}

export async function updateAuthor(db: Db, id: number, fields: AuthorFields): Promise<void> {
  await db.update(authors).set(fields).where(eq(authors.id, id));
}
