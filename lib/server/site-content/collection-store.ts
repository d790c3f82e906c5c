import { and, asc, count, eq, ilike, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { articlePath } from '@/lib/articles/article-url';
import type { DeskCollectionStory, DeskCollectionSummary } from '@/lib/schemas/desk-collection';
import type { Db } from '../db/client';
import { articleCategories, articles, categories, collectionArticles, collections } from '../db/schema/content';
import { newestFirst } from '../content/article-store';

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionFields = Pick<CollectionRow, 'title' | 'slug' | 'description'>;

export async function listCollectionRows(db: Db): Promise<DeskCollectionSummary[]> {
  const storyCount = db
    .select({ collectionId: collectionArticles.collectionId, stories: count().as('stories') })
    .from(collectionArticles)
    .groupBy(collectionArticles.collectionId)
    .as('story_count');
  const rows = await db
    .select({ id: collections.id, slug: collections.slug, title: collections.title, description: collections.description, homePosition: collections.homePosition, stories: storyCount.stories })
    .from(collections)
    .leftJoin(storyCount, eq(storyCount.collectionId, collections.id))
    .orderBy(sql`${collections.homePosition} asc nulls last`, asc(collections.title), asc(collections.id));
  return rows.map(({ stories, ...row }) => ({ ...row, storyCount: Number(stories ?? 0) }));
}

export async function findCollectionRow(db: Db, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  return row;
}

export async function findCollectionIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.slug, slug)).limit(1);
  return row?.id;
}

/** The stories of a collection in its order, whatever their status (the desk shows drafts as drafts). */
export async function collectionStories(db: Db, collectionId: number): Promise<DeskCollectionStory[]> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, slug: articles.slug, status: articles.status, publishedAt: articles.publishedAt, categorySlug: categories.slug })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .leftJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .leftJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(eq(collectionArticles.collectionId, collectionId))
    .orderBy(asc(collectionArticles.position), asc(collectionArticles.articleId));
  return rows.map(({ id, title, slug, status, publishedAt, categorySlug }) => ({
    id,
    title,
    status,
    path: categorySlug ? articlePath({ primaryCategorySlug: categorySlug, publishedAt, slug }) : '',
  }));
}

/** Which of `ids` name stories at all. */
export async function existingArticleIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` name collections. */
export async function existingCollectionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Creates a collection and its list of stories in one transaction; answers its id. */
export async function insertCollection(db: Db, fields: CollectionFields, articleIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(collections).values(fields).returning({ id: collections.id });
    const id = row!.id;
    if (articleIds.length) await tx.insert(collectionArticles).values(articleIds.map((articleId, position) => ({ collectionId: id, articleId, position })));
    return id;
  });
}

/** Replaces a collection's fields and its whole list of stories in one transaction. */
export async function updateCollection(db: Db, id: number, fields: CollectionFields, articleIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(collections).set(fields).where(eq(collections.id, id));
    await tx.delete(collectionArticles).where(eq(collectionArticles.collectionId, id));
    if (articleIds.length) await tx.insert(collectionArticles).values(articleIds.map((articleId, position) => ({ collectionId: id, articleId, position })));
  });
}

export async function deleteCollectionRow(db: Db, id: number): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id));
}

/** Puts `ids` on the home page in that order and takes every other collection off it. */
export async function setHomeOrder(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const others = ids.length ? notInArray(collections.id, ids) : undefined;
    await tx.update(collections).set({ homePosition: null }).where(and(isNotNull(collections.homePosition), others));
    for (const [position, id] of ids.entries()) await tx.update(collections).set({ homePosition: position }).where(eq(collections.id, id));
  });
}

/** Published stories whose headline holds `words`, newest first, for the desk's story search. */
export async function searchPublishedByHeadline(db: Db, words: string, limit: number): Promise<DeskCollectionStory[]> {
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: articles.id, title: articles.title, slug: articles.slug, status: articles.status, publishedAt: articles.publishedAt, categorySlug: categories.slug })
    .from(articles)
    .innerJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(and(eq(articles.status, 'published'), words ? ilike(articles.title, pattern) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ id, title, slug, status, publishedAt, categorySlug }) => ({ id, title, status, path: articlePath({ primaryCategorySlug: categorySlug, publishedAt, slug }) }));
}
