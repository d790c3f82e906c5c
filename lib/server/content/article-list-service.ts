import type { Db } from '../db/client';
import { authorArticleIds, categoryArticleIds, collectionArticleIds, type PickIds, tagArticleIds } from './article-list-store';
import { type ArticleSummary, summariesByIds } from './article-store';
import { LIST_PAGE_SIZE } from './list-page';

export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  /** Whether a further page exists (older stories, or the next part of a collection). */
  hasMore: boolean;
}

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
  return pageOf(db, categoryArticleIds(db, categoryId), page);
}

/** Newest first. */
export function listTagArticles(db: Db, tagId: number, page: number) {
  return pageOf(db, tagArticleIds(db, tagId), page);
}

/** In the order the collection was curated, not by date. */
export function listCollectionArticles(db: Db, collectionId: number, page: number) {
  return pageOf(db, collectionArticleIds(db, collectionId), page);
}

/** Articles the author wrote or co-wrote (additional_authors), newest first. */
export function listAuthorArticles(db: Db, authorId: number, page: number) {
  return pageOf(db, authorArticleIds(db, authorId), page);
}
