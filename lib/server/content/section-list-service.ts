import type { Db } from '../db/client';
import { type ArticlePage, listCategoryArticles, listCollectionArticles, listTagArticles } from './article-list-service';
import { findCategoryBySlug, findCollectionBySlug, findTagBySlug } from './article-list-store';

/** What `/{slug}` lists: a category, else a collection, else a tag of that slug. */
export interface SectionListing extends ArticlePage {
  kind: 'category' | 'collection' | 'tag';
  slug: string;
  title: string;
  description: string;
}

/**
 * Categories, collections and tags share the `/{slug}` namespace, but the schema keeps their
 * slugs unique only within each table; on a clash the category wins, then the collection.
 * Null for an unknown slug or a page past the end.
 */
export async function findSectionListing(db: Db, slug: string, page: number): Promise<SectionListing | null> {
  const category = await findCategoryBySlug(db, slug);
  if (category) {
    const list = await listCategoryArticles(db, category.id, page);
    return list && { kind: 'category', slug, title: category.name, description: category.description, ...list };
  }
  const collection = await findCollectionBySlug(db, slug);
  if (collection) {
    const list = await listCollectionArticles(db, collection.id, page);
    return list && { kind: 'collection', slug, title: collection.title, description: collection.description, ...list };
  }
  const tag = await findTagBySlug(db, slug);
  if (tag) {
    const list = await listTagArticles(db, tag.id, page);
    return list && { kind: 'tag', slug, title: tag.name, description: '', ...list };
  }
  return null;
}
