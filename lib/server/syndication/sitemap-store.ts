import { and, asc, desc, eq, exists, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleAuthors, articleCategories, articles, authors, categories } from '../db/schema/content';
import { publishedToReaders } from '../content/article-store';
import { podcastEpisodes, podcastSeries, quizzes, tvShows } from '../db/schema/media';

/** Slugs of the categories and authors that have at least one article, each by slug. */
export function listTaxonomySlugs(db: Db) {
  return Promise.all([
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(articleCategories)
            .innerJoin(articles, eq(articles.id, articleCategories.articleId))
            .where(and(eq(articleCategories.categoryId, categories.id), publishedToReaders())),
        ),
      )
      .orderBy(asc(categories.slug)),
    db
      .select({ slug: authors.slug })
      .from(authors)
      .where(
        or(
          exists(db.select({ one: sql`1` }).from(articles).where(and(eq(articles.authorId, authors.id), publishedToReaders()))),
          exists(
            db
              .select({ one: sql`1` })
              .from(articleAuthors)
              .innerJoin(articles, eq(articles.id, articleAuthors.articleId))
              .where(and(eq(articleAuthors.authorId, authors.id), publishedToReaders())),
          ),
        ),
      )
      .orderBy(asc(authors.slug)),
  ]);
}

/** Slugs of podcast series, their episodes (each series' newest first), quizzes and TV shows. */
export function listMediaSlugs(db: Db) {
  return Promise.all([
    db.select({ slug: podcastSeries.slug }).from(podcastSeries).orderBy(asc(podcastSeries.slug)),
    db
      .select({ series: podcastSeries.slug, slug: podcastEpisodes.slug })
      .from(podcastEpisodes)
      .innerJoin(podcastSeries, eq(podcastSeries.id, podcastEpisodes.seriesId))
      .orderBy(asc(podcastSeries.slug), desc(podcastEpisodes.publishedAt), asc(podcastEpisodes.id)),
    db.select({ slug: quizzes.slug }).from(quizzes).orderBy(asc(quizzes.slug)),
    db.select({ slug: tvShows.slug }).from(tvShows).orderBy(asc(tvShows.slug)),
  ]);
}

/** What an article's sitemap entry needs (no bodies), newest first. */
export function listArticleSitemapRows(db: Db, limit: number) {
  return db
    .select({ slug: articles.slug, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt, categorySlug: categories.slug })
    .from(articles)
    .innerJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(publishedToReaders())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/**
 * The article sitemaps of a sitemap index (decision 283): published articles in id order, cut into
 * runs of `size`; for each, its first id and its latest change. Ids only grow, so a new story joins
 * the last run and the earlier ones keep their bounds.
 */
export function listArticleSitemapChunks(db: Db, size: number) {
  const ranked = db
    .select({
      id: articles.id,
      changed: sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`.as('changed'),
      chunk: sql<number>`(row_number() over (order by ${articles.id}) - 1) / ${size}`.as('chunk'),
    })
    .from(articles)
    .where(publishedToReaders())
    .as('ranked');
  return db
    .select({ firstId: sql<number>`min(${ranked.id})`.mapWith(Number), lastmod: sql<Date>`max(${ranked.changed})`.mapWith((value: string | Date) => new Date(value)) })
    .from(ranked)
    .groupBy(ranked.chunk)
    .orderBy(ranked.chunk);
}

/** An article sitemap's rows: from `firstId` on, in id order, at most `limit` (a keyset page). */
export function listArticleSitemapRowsFrom(db: Db, firstId: number, limit: number) {
  return db
    .select({ slug: articles.slug, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt, categorySlug: categories.slug })
    .from(articles)
    .innerJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(and(gte(articles.id, firstId), publishedToReaders()))
    .orderBy(asc(articles.id))
    .limit(limit);
}

/** Articles published in the last `hours` (and not in the future), newest first, at most `limit`: what a news sitemap lists. */
export function listNewsSitemapRows(db: Db, hours: number, limit: number) {
  return db
    .select({ slug: articles.slug, title: articles.title, publishedAt: articles.publishedAt, categorySlug: categories.slug })
    .from(articles)
    .innerJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(and(publishedToReaders(), sql`${articles.publishedAt} > now() - make_interval(hours => ${hours})`))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}
