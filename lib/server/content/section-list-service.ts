import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, collections, tags } from '../db/schema/content';
import { type ArticlePage, listCategoryArticles, listCollectionArticles, listTagArticles } from './article-list-service';

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
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  if (category) {
    const list = await listCategoryArticles(db, category.id, page);
    return list && { kind: 'category', slug, title: category.name, description: category.description, ...list };
  }
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug)).limit(1);
  if (collection) {
    const list = await listCollectionArticles(db, collection.id, page);
    return list && { kind: 'collection', slug, title: collection.title, description: collection.description, ...list };
  }
  const [tag] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  if (tag) {
    const list = await listTagArticles(db, tag.id, page);
    return list && { kind: 'tag', slug, title: tag.name, description: '', ...list };
  }
  return null;
}
