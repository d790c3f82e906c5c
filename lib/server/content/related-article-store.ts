import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleCategories, articles, articleTags } from '../db/schema/content';
import { newestFirst, publishedToReaders } from './article-store';

export async function findPrimaryCategoryId(db: Db, articleId: number): Promise<number | null> {
  const [primary] = await db
    .select({ categoryId: articleCategories.categoryId })
    .from(articleCategories)
    .where(and(eq(articleCategories.articleId, articleId), eq(articleCategories.position, 0)));
  return primary?.categoryId ?? null;
}

export async function listTagIds(db: Db, articleId: number): Promise<number[]> {
  const rows = await db.select({ tagId: articleTags.tagId }).from(articleTags).where(eq(articleTags.articleId, articleId));
  return rows.map((row) => row.tagId);
}

/** Which of these ids are articles of ours that readers may see. */
export async function existingArticleIds(db: Db, ids: number[]): Promise<Set<number>> {
  return new Set((await db.select({ id: articles.id }).from(articles).where(and(inArray(articles.id, ids), publishedToReaders()))).map((row) => row.id));
}

/** The newest article in the category that shares one of the tags, published since `since`, other than `excluded`. */
export async function findNewestRelatedId(db: Db, { categoryId, tagIds, since, excluded }: { categoryId: number; tagIds: number[]; since: Date; excluded: number[] }): Promise<number | null> {
  const inCategory = db.select({ id: articleCategories.articleId }).from(articleCategories).where(eq(articleCategories.categoryId, categoryId));
  const sharingTag = db.select({ id: articleTags.articleId }).from(articleTags).where(inArray(articleTags.tagId, tagIds));
  const [related] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, inCategory), inArray(articles.id, sharingTag), gte(articles.publishedAt, since), notInArray(articles.id, excluded), publishedToReaders()))
    .orderBy(...newestFirst)
    .limit(1);
  return related?.id ?? null;
}

/** The newest article other than `excluded`. */
export async function findNewestIdExcept(db: Db, excluded: number[]): Promise<number | null> {
  const [latest] = await db.select({ id: articles.id }).from(articles).where(and(notInArray(articles.id, excluded), publishedToReaders())).orderBy(...newestFirst).limit(1);
  return latest?.id ?? null;
}
