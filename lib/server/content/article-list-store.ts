import { and, asc, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { articleAuthors, articleCategories, articles, articleTags, authors, categories, collectionArticles, collections, tags } from '../db/schema/content';
import { images } from '../db/schema/images';
import { newestFirst, publishedToReaders } from './article-store';

/** A page of article ids, picked before anything is joined to them (decision 13). */
export type PickIds = (limit: number, offset: number) => Promise<{ id: number }[]>;

/** Every article filed under the category, primary or not, newest first. */
export const categoryArticleIds =
  (db: Db, categoryId: number): PickIds =>
  (limit, offset) =>
    db
      .select({ id: articles.id })
      .from(articleCategories)
      .innerJoin(articles, eq(articles.id, articleCategories.articleId))
      .where(and(eq(articleCategories.categoryId, categoryId), publishedToReaders()))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);

/** Newest first. */
export const tagArticleIds =
  (db: Db, tagId: number): PickIds =>
  (limit, offset) =>
    db
      .select({ id: articles.id })
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.articleId))
      .where(and(eq(articleTags.tagId, tagId), publishedToReaders()))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);

/** In the order the collection was curated, not by date. */
export const collectionArticleIds =
  (db: Db, collectionId: number): PickIds =>
  (limit, offset) =>
    db
      .select({ id: collectionArticles.articleId })
      .from(collectionArticles)
      .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
      .where(and(eq(collectionArticles.collectionId, collectionId), publishedToReaders()))
      .orderBy(asc(collectionArticles.position), asc(collectionArticles.articleId))
      .limit(limit)
      .offset(offset);

/** Articles the author wrote or co-wrote (additional_authors), newest first. */
export function authorArticleIds(db: Db, authorId: number): PickIds {
  // Each side of the union uses its own author index; the union also drops an article that
  // names the same person as author and additional author.
  const byline = union(
    db.select({ id: articles.id }).from(articles).where(eq(articles.authorId, authorId)),
    db.select({ id: articleAuthors.articleId }).from(articleAuthors).where(eq(articleAuthors.authorId, authorId)),
  );
  return (limit, offset) => db.select({ id: articles.id }).from(articles).where(and(inArray(articles.id, byline), publishedToReaders())).orderBy(...newestFirst).limit(limit).offset(offset);
}

export async function findAuthorBySlug(db: Db, slug: string) {
  const [author] = await db
    .select({
      id: authors.id,
      slug: authors.slug,
      name: authors.name,
      bio: authors.bio,
      // The photo as the page shows it (ShownImage); the columns are null when there is none.
      photo: { storageKey: images.storageKey, width: images.width, height: images.height, widths: images.widths, alt: images.alt, caption: images.caption, credit: images.credit },
    })
    .from(authors)
    .leftJoin(images, eq(images.id, authors.photoImageId))
    .where(eq(authors.slug, slug))
    .limit(1);
  return author;
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return category;
}

export async function findCollectionBySlug(db: Db, slug: string) {
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug)).limit(1);
  return collection;
}

export async function findTagBySlug(db: Db, slug: string) {
  const [tag] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  return tag;
}
