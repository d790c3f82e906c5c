import { and, asc, desc, eq, exists, or, sql } from 'drizzle-orm';
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
