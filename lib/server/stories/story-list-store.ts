import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { StoryFilters } from '@/lib/schemas/desk-story';
import type { Db } from '../db/client';
import { articleAuthors, articleCategories, articles, authors, categories } from '../db/schema/content';
import { images } from '../db/schema/images';
import { imageColumns } from './story-store';

export const DESK_PAGE_SIZE = 25;

// The list's order, newest-updated first, as one comparable key: updated_at in microseconds (a
// JavaScript Date would lose them), then id.
const updatedMicros = sql<string>`((extract(epoch from ${articles.updatedAt}) * 1000000)::bigint)::text`;

// ILIKE's own wildcards in what was typed match themselves, not anything.
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(filters: StoryFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(articles.status, filters.status));
  if (filters.q) where.push(ilike(articles.title, containing(filters.q)));
  if (filters.author) {
    // The outer query joins the primary author; the additional ones are in article_authors.
    const additional = sql`exists (select 1 from ${articleAuthors} join ${authors} extra on extra.id = ${articleAuthors.authorId} where ${articleAuthors.articleId} = ${articles.id} and extra.slug = ${filters.author})`;
    where.push(or(eq(authors.slug, filters.author), additional)!);
  }
  if (filters.category) {
    where.push(
      sql`exists (select 1 from ${articleCategories} join ${categories} on ${categories.id} = ${articleCategories.categoryId} where ${articleCategories.articleId} = ${articles.id} and ${categories.slug} = ${filters.category})`,
    );
  }
  if (filters.cursor) {
    const [micros, id] = filters.cursor.split('_');
    where.push(sql`((extract(epoch from ${articles.updatedAt}) * 1000000)::bigint, ${articles.id}) < (${micros}::bigint, ${Number(id)})`);
  }
  return where;
}

/** One page of the desk's list (one more row than a page, so the caller knows whether another follows). */
export async function listStoryRows(db: Db, filters: StoryFilters) {
  const primaryCategory = db
    .select({ articleId: articleCategories.articleId, slug: categories.slug, name: categories.name })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(eq(articleCategories.position, 0))
    .as('primary_category');
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      status: articles.status,
      headline: articles.title,
      revision: articles.revision,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      cursorMicros: updatedMicros,
      primaryAuthor: authors.name,
      extraAuthors: sql<string[]>`(select coalesce(array_agg(a.name order by aa.position), '{}') from ${articleAuthors} aa join ${authors} a on a.id = aa.author_id where aa.article_id = ${articles.id} and aa.author_id <> ${articles.authorId})`,
      categorySlug: primaryCategory.slug,
      categoryName: primaryCategory.name,
      image: imageColumns,
    })
    .from(articles)
    .innerJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(primaryCategory, eq(primaryCategory.articleId, articles.id))
    .leftJoin(images, eq(images.id, articles.featureImageId))
    .where(and(...filtersOf(filters)))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(DESK_PAGE_SIZE + 1);
}
