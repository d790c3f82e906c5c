import { and, asc, desc, eq, exists, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { articlePath } from '@/lib/articles/article-url';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { comments } from '../db/schema/community';
import { articleAuthors, articleCategories, articles, articleTags, authors, categories, tags } from '../db/schema/content';
import { images } from '../db/schema/images';
import { type ShownDate, shownDate } from '@/lib/dates/shown-date';
import type { ShownImage } from '@/lib/images/image-variants';

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  standfirst: string;
  publishedAt: string;
  /** publishedAt as pages show it (decision 202). */
  published: ShownDate;
  path: string;
  category: { slug: string; name: string };
  author: { slug: string; name: string };
  /** Visible comments and replies (hidden and deleted ones are not counted). */
  commentCount: number;
  /** The story's picture (cards, the article page, og:image, RSS); null when it has none. */
  featureImage: ShownImage | null;
}

export type Named = { slug: string; name: string };
/** An author as the article's byline shows them: the photo is null when they have none. */
export type Byline = Named & { photo: ShownImage | null };

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
  // From the LEFT JOIN in summaries(): one object, so a story without a picture is one null.
  featureImage: sql<ShownImage | null>`case when ${images.id} is null then null else json_build_object('storageKey', ${images.storageKey}, 'width', ${images.width},
    'height', ${images.height}, 'widths', ${images.widths}, 'alt', ${images.alt}, 'caption', ${images.caption}, 'credit', ${images.credit}) end`,
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
    published: shownDate(publishedAt),
    path: articlePath({ primaryCategorySlug: row.categorySlug, publishedAt, slug: row.slug }),
    category: { slug: row.categorySlug, name: row.categoryName },
    author: { slug: row.authorSlug, name: row.authorName },
    commentCount: row.commentCount,
    featureImage: row.featureImage,
  };
}

/** Articles joined to their primary category and author; `extra` adds columns to the summary's. */
function summaries<Extra extends SelectedFields>(db: Db, extra: Extra = {} as Extra) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(articles)
    .innerJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .innerJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(images, eq(images.id, articles.featureImageId));
}

/**
 * What a reader may see of an article: published, and not dated in the future (a second guard
 * beside the status, decision 140). Every reader query of `articles` adds it, written only here.
 */
export function publishedToReaders(): SQL {
  return sql`(${articles.status} = 'published' and ${articles.publishedAt} <= now())`;
}

/** The order of every newest-first list; other content stores sort by it too. */
export const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

/** Summaries of a page of ids another query picked, in that query's order; unknown ids are skipped. */
export async function summariesByIds(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const rows = await summaries(db).where(and(inArray(articles.id, ids), publishedToReaders()));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Newest first. */
export async function listLatestArticles(db: Db, { limit, offset = 0 }: { limit: number; offset?: number }): Promise<ArticleSummary[]> {
  // Pick the page of ids from the published_at index first; joining before the limit would
  // make the planner join and sort the whole corpus.
  const page = db.select({ id: articles.id }).from(articles).where(publishedToReaders()).orderBy(...newestFirst).limit(limit).offset(offset).as('page');
  const rows = await summaries(db).innerJoin(page, eq(page.id, articles.id)).orderBy(...newestFirst);
  return rows.map(toSummary);
}

/** An article's row as its page needs it: the summary, its date as stored, body and every byline, section and tag. */
export interface ArticleRecord {
  summary: ArticleSummary;
  publishedAt: Date;
  bodyHtml: string;
  layouts: string[];
  /** For the page's <title>, description and og:title; '' means use the headline and standfirst. */
  seoTitle: string;
  seoDescription: string;
  /** The first byline's photo (the summary's author carries none: cards do not show it). */
  authorPhoto: ShownImage | null;
  /** Bylines after the first, in order. */
  extraAuthors: Byline[];
  categories: Named[];
  tags: Named[];
}

// The article's bylines, sections and tags come back with the article as JSON, so a page costs one
// round trip to the database instead of four (the page view's hottest path). The bylines' photos
// too: a lookup by primary key each, inside the same query.
const photoJson = sql`json_build_object('storageKey', p.storage_key, 'width', p.width, 'height', p.height, 'widths', p.widths, 'alt', p.alt, 'caption', p.caption, 'credit', p.credit)`;
const authorPhotoJson = sql<ShownImage | null>`(select ${photoJson} from ${images} p where p.id = ${authors.photoImageId})`;
const extraAuthorsJson = sql<Byline[]>`(select coalesce(json_agg(json_build_object('slug', a.slug, 'name', a.name, 'photo', case when p.id is null then null else ${photoJson} end) order by aa.position), '[]')
  from ${articleAuthors} aa join ${authors} a on a.id = aa.author_id left join ${images} p on p.id = a.photo_image_id where aa.article_id = ${articles.id})`;
const categoriesJson = sql<Named[]>`(select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by ac.position), '[]')
  from ${articleCategories} ac join ${categories} c on c.id = ac.category_id where ac.article_id = ${articles.id})`;
const tagsJson = sql<Named[]>`(select coalesce(json_agg(json_build_object('slug', t.slug, 'name', t.name) order by t.name), '[]')
  from ${articleTags} at join ${tags} t on t.id = at.tag_id where at.article_id = ${articles.id})`;

/** The columns a story page needs beside the summary's (both the reader's query and the preview's select them). */
const recordColumns = {
  bodyHtml: articles.bodyHtml,
  layouts: articles.layouts,
  seoTitle: articles.seoTitle,
  seoDescription: articles.seoDescription,
  authorPhoto: authorPhotoJson,
  extraAuthors: extraAuthorsJson,
  allCategories: categoriesJson,
  allTags: tagsJson,
};

function toArticleRecord(row: SummaryRow & Omit<ArticleRecord, 'summary' | 'categories' | 'tags'> & { allCategories: Named[]; allTags: Named[] }): ArticleRecord {
  return {
    summary: toSummary(row),
    publishedAt: row.publishedAt,
    bodyHtml: row.bodyHtml,
    layouts: row.layouts,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    authorPhoto: row.authorPhoto,
    extraAuthors: row.extraAuthors,
    categories: row.allCategories,
    tags: row.allTags,
  };
}

const articleBySlug = preparedQuery((db) =>
  summaries(db, recordColumns)
    .where(and(eq(articles.slug, sql.placeholder('slug')), publishedToReaders()))
    .limit(1)
    .prepare('article_by_slug'),
);

export async function findArticleRecordBySlug(db: Db, slug: string): Promise<ArticleRecord | null> {
  const [row] = await articleBySlug(db).execute({ slug });
  if (!row) return null;
  return toArticleRecord(row);
}

/**
 * A story's record whatever its status, for a preview link (never for readers' pages). A draft may
 * not have a section yet: its category is then empty rather than the story missing.
 */
export async function findAnyArticleRecordById(db: Db, id: number): Promise<(ArticleRecord & { status: string }) | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      status: articles.status,
      categorySlug: sql<string>`coalesce(${categories.slug}, '')`,
      categoryName: sql<string>`coalesce(${categories.name}, '')`,
      ...recordColumns,
    })
    .from(articles)
    .leftJoin(articleCategories, and(eq(articleCategories.articleId, articles.id), eq(articleCategories.position, 0)))
    .leftJoin(categories, eq(categories.id, articleCategories.categoryId))
    .innerJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(images, eq(images.id, articles.featureImageId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  return { ...toArticleRecord(row), status: row.status };
}

export type ArticleNamed = Named & { articleId: number };

/** The additional bylines (article_authors) of these articles, by article then position. */
export function listExtraBylines(db: Db, articleIds: number[]): Promise<ArticleNamed[]> {
  return db
    .select({ articleId: articleAuthors.articleId, slug: authors.slug, name: authors.name })
    .from(articleAuthors)
    .innerJoin(authors, eq(authors.id, articleAuthors.authorId))
    .where(inArray(articleAuthors.articleId, articleIds))
    .orderBy(asc(articleAuthors.articleId), asc(articleAuthors.position));
}

/** Every category of these articles, by article then position (the primary first). */
export function listArticleCategories(db: Db, articleIds: number[]): Promise<ArticleNamed[]> {
  return db
    .select({ articleId: articleCategories.articleId, slug: categories.slug, name: categories.name })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(inArray(articleCategories.articleId, articleIds))
    .orderBy(asc(articleCategories.articleId), asc(articleCategories.position));
}

/**
 * The newest `perCategory` articles of every category (primary or not, like the category page)
 * other than `shown`, in category order: one query. For each category it walks the newest-first
 * index of all articles and stops at the last it needs, rather than sorting every article of the
 * category.
 */
export async function listNewestIdsByCategory(db: Db, shown: number[], perCategory: number) {
  const inCategory = db
    .select({ one: sql`1` })
    .from(articleCategories)
    .where(and(eq(articleCategories.articleId, articles.id), eq(articleCategories.categoryId, categories.id)));
  const picked = db
    .select({ id: articles.id, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(exists(inCategory), publishedToReaders(), shown.length ? notInArray(articles.id, shown) : undefined))
    .orderBy(...newestFirst)
    .limit(perCategory)
    .as('picked');
  return db
    .select({ categoryId: categories.id, slug: categories.slug, name: categories.name, id: picked.id })
    .from(categories)
    .innerJoinLateral(picked, sql`true`)
    .orderBy(asc(categories.id), sql`${picked.publishedAt} desc`, sql`${picked.id} desc`);
}
