import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { articlePath } from '@/lib/articles/article-url';
import { urlDate } from '@/lib/dates/nz-time';
import { sanitiseArticleHtml } from './sanitise-article-html';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { comments } from '../db/schema/community';
import { articleAuthors, articleCategories, articles, articleTags, authors, categories, tags } from '../db/schema/content';

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  standfirst: string;
  publishedAt: string;
  path: string;
  category: { slug: string; name: string };
  author: { slug: string; name: string };
  /** Visible comments and replies (hidden and deleted ones are not counted). */
  commentCount: number;
}

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  standfirst: articles.standfirst,
  publishedAt: articles.publishedAt,
  categorySlug: categories.slug,
  categoryName: categories.name,
  authorSlug: authors.slug,
  authorName: authors.name,
  // comments_article_idx serves it; a page of cards costs one index range per card.
  commentCount: sql<number>`(select count(*)::int from ${comments} c where c.article_id = ${articles.id} and c.status = 'visible')`,
};

type ColumnData<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer T } } ? T : never;
type SummaryRow = { [K in keyof typeof summaryColumns]: ColumnData<(typeof summaryColumns)[K]> };

function toSummary(row: SummaryRow): ArticleSummary {
  const publishedAt = row.publishedAt.toISOString();
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    standfirst: row.standfirst,
    publishedAt,
    path: articlePath({ primaryCategorySlug: row.categorySlug, publishedAt, slug: row.slug }),
    category: { slug: row.categorySlug, name: row.categoryName },
    author: { slug: row.authorSlug, name: row.authorName },
    commentCount: row.commentCount,
  };
}

/** Articles joined to their primary category and author; `extra` adds columns to the summary's. */
function summaries<Extra extends SelectedFields>(db: Db, extra: Extra = {} as Extra) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(articles)
    .innerJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .innerJoin(authors, eq(authors.id, articles.authorId));
}

export const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

/** Summaries of a page of ids another query picked, in that query's order; unknown ids are skipped. */
export async function summariesByIds(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const rows = await summaries(db).where(inArray(articles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Newest first. */
export async function listLatestArticles(db: Db, { limit, offset = 0 }: { limit: number; offset?: number }): Promise<ArticleSummary[]> {
  // Pick the page of ids from the published_at index first; joining before the limit would
  // make the planner join and sort the whole corpus.
  const page = db.select({ id: articles.id }).from(articles).orderBy(...newestFirst).limit(limit).offset(offset).as('page');
  const rows = await summaries(db).innerJoin(page, eq(page.id, articles.id)).orderBy(...newestFirst);
  return rows.map(toSummary);
}

export interface ArticleDetail extends ArticleSummary {
  bodyHtml: string;
  layouts: string[];
  authors: { slug: string; name: string }[];
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
}

export type ArticleLookup = { kind: 'found'; article: ArticleDetail } | { kind: 'moved'; path: string } | { kind: 'missing' };

type Named = { slug: string; name: string };

// The article's bylines, sections and tags come back with the article as JSON, so a page costs one
// round trip to the database instead of four (the page view's hottest path).
const extraAuthorsJson = sql<Named[]>`(select coalesce(json_agg(json_build_object('slug', ${authors.slug}, 'name', ${authors.name}) order by ${articleAuthors.position}), '[]')
  from ${articleAuthors} join ${authors} on ${authors.id} = ${articleAuthors.authorId} where ${articleAuthors.articleId} = ${articles.id})`;
const categoriesJson = sql<Named[]>`(select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by ac.position), '[]')
  from ${articleCategories} ac join ${categories} c on c.id = ac.category_id where ac.article_id = ${articles.id})`;
const tagsJson = sql<Named[]>`(select coalesce(json_agg(json_build_object('slug', t.slug, 'name', t.name) order by t.name), '[]')
  from ${articleTags} at join ${tags} t on t.id = at.tag_id where at.article_id = ${articles.id})`;

const articleBySlug = preparedQuery((db) =>
  summaries(db, {
    bodyHtml: articles.bodyHtml,
    layouts: articles.layouts,
    extraAuthors: extraAuthorsJson,
    allCategories: categoriesJson,
    allTags: tagsJson,
  })
    .where(eq(articles.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('article_by_slug'),
);

/** Finds an article by its URL parts; a wrong category or date answers with the canonical path. */
export async function findArticleByPath(db: Db, parts: { category: string; date: string; slug: string }): Promise<ArticleLookup> {
  const [row] = await articleBySlug(db).execute({ slug: parts.slug });
  if (!row) return { kind: 'missing' };
  const summary = toSummary(row);
  if (row.categorySlug !== parts.category || urlDate(row.publishedAt) !== parts.date) return { kind: 'moved', path: summary.path };
  return {
    kind: 'found',
    article: {
      ...summary,
      bodyHtml: sanitiseArticleHtml(row.bodyHtml),
      layouts: row.layouts,
      authors: [summary.author, ...row.extraAuthors],
      categories: row.allCategories,
      tags: row.allTags,
    },
  };
}
