import { asc, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { articleAuthors, articleCategories, articles, articleTags, collectionArticles } from '../db/schema/content';
import { type ArticleSummary, newestFirst, summariesByIds } from './article-service';
import { LIST_PAGE_SIZE } from './list-page';

export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  /** Whether a further page exists (older stories, or the next part of a collection). */
  hasMore: boolean;
}

type PickIds = (limit: number, offset: number) => Promise<{ id: number }[]>;

/**
 * Picks the page of ids first, then joins bylines and categories to those rows only (decision
 * 13). One id more than a page holds tells whether another page follows, without a count.
 * Null for a page past the end; page 1 of an empty list is an empty page.
 */
async function pageOf(db: Db, pickIds: PickIds, page: number): Promise<ArticlePage | null> {
  const ids = (await pickIds(LIST_PAGE_SIZE + 1, (page - 1) * LIST_PAGE_SIZE)).map((row) => row.id);
  if (page > 1 && !ids.length) return null;
  return { articles: await summariesByIds(db, ids.slice(0, LIST_PAGE_SIZE)), page, hasMore: ids.length > LIST_PAGE_SIZE };
}

/** Every article filed under the category, primary or not, newest first. */
export function listCategoryArticles(db: Db, categoryId: number, page: number) {
  return pageOf(
    db,
    (limit, offset) =>
      db
        .select({ id: articles.id })
        .from(articleCategories)
        .innerJoin(articles, eq(articles.id, articleCategories.articleId))
        .where(eq(articleCategories.categoryId, categoryId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    page,
  );
}

/** Newest first. */
export function listTagArticles(db: Db, tagId: number, page: number) {
  return pageOf(
    db,
    (limit, offset) =>
      db
        .select({ id: articles.id })
        .from(articleTags)
        .innerJoin(articles, eq(articles.id, articleTags.articleId))
        .where(eq(articleTags.tagId, tagId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    page,
  );
}

/** In the order the collection was curated, not by date. */
export function listCollectionArticles(db: Db, collectionId: number, page: number) {
  return pageOf(
    db,
    (limit, offset) =>
      db
        .select({ id: collectionArticles.articleId })
        .from(collectionArticles)
        .where(eq(collectionArticles.collectionId, collectionId))
        .orderBy(asc(collectionArticles.position), asc(collectionArticles.articleId))
        .limit(limit)
        .offset(offset),
    page,
  );
}

/** Articles the author wrote or co-wrote (additional_authors), newest first. */
export function listAuthorArticles(db: Db, authorId: number, page: number) {
  // Each side of the union uses its own author index; the union also drops an article that
  // names the same person as author and additional author.
  const byline = union(
    db.select({ id: articles.id }).from(articles).where(eq(articles.authorId, authorId)),
    db.select({ id: articleAuthors.articleId }).from(articleAuthors).where(eq(articleAuthors.authorId, authorId)),
  );
  return pageOf(
    db,
    (limit, offset) => db.select({ id: articles.id }).from(articles).where(inArray(articles.id, byline)).orderBy(...newestFirst).limit(limit).offset(offset),
    page,
  );
}
