import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { type ArticleAge, articleAge } from '@/lib/articles/article-age';
import { urlDate } from '@/lib/dates/nz-time';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { articleCategories, articles, articleTags } from '../db/schema/content';
import { notFound } from '../http/errors';
import type { ContentAnalytics } from '../providers/content-analytics/content-analytics';
import { type ArticleDetail, findArticleByPath, newestFirst, summariesByIds } from './article-service';

export interface RelatedArticleDeps {
  db: Db;
  /** Null when the service is not configured: related content then comes from the database. */
  contentAnalytics: ContentAnalytics | null;
  now: () => Date;
  /** SPEC §9: related content is at most this old (999 days unless configured). */
  maxAgeDays: number;
  /** Where a failed content-analytics call is reported before falling back. */
  warn?: (message: string, error: unknown) => void;
}

export interface NextArticleRequest {
  /** The article the reader has reached the end of. */
  articleId: number;
  /** Articles already on the page. */
  exclude: number[];
  /** The reader's analytics id, passed on to the content-analytics service. */
  uuid?: string;
}

/** An article as the page renders it, with its age worked out on the server's clock. */
export type NextArticle = ArticleDetail & { age: ArticleAge };

const DAY_MS = 86_400_000;

/** Built by the container (lib/server/container.ts). */
export function buildRelatedArticleDeps(db: Db, config: Pick<Config, 'RELATED_MAX_AGE_DAYS'>, now: () => Date, contentAnalytics: ContentAnalytics | null): RelatedArticleDeps {
  return {
    db,
    contentAnalytics,
    now,
    maxAgeDays: config.RELATED_MAX_AGE_DAYS,
    warn: (message, error) => console.warn(`[related] ${message}:`, error instanceof Error ? error.message : error),
  };
}

interface Current {
  id: number;
  section: string;
  categoryId: number;
  tagIds: number[];
}

async function loadCurrent(db: Db, articleId: number): Promise<Current | null> {
  const [primary] = await db
    .select({ categoryId: articleCategories.categoryId })
    .from(articleCategories)
    .where(and(eq(articleCategories.articleId, articleId), eq(articleCategories.position, 0)));
  const [summary] = await summariesByIds(db, [articleId]);
  if (!primary || !summary) return null;
  const tagRows = await db.select({ tagId: articleTags.tagId }).from(articleTags).where(eq(articleTags.articleId, articleId));
  return { id: articleId, section: summary.category.slug, categoryId: primary.categoryId, tagIds: tagRows.map((row) => row.tagId) };
}

/** The first of the service's post ids that is one of our articles and not excluded. */
async function fromContentAnalytics(deps: RelatedArticleDeps, current: Current, excluded: number[], uuid: string | undefined): Promise<number | null> {
  if (!deps.contentAnalytics) return null;
  try {
    const postIds = await deps.contentAnalytics.related({
      uuid,
      exclude: excluded,
      pubDateStart: new Date(deps.now().getTime() - deps.maxAgeDays * DAY_MS),
      section: current.section,
    });
    const candidates = postIds.filter((id) => !excluded.includes(id));
    if (!candidates.length) return null;
    const known = new Set((await deps.db.select({ id: articles.id }).from(articles).where(inArray(articles.id, candidates))).map((row) => row.id));
    return candidates.find((id) => known.has(id)) ?? null;
  } catch (error) {
    deps.warn?.('content analytics failed, using the database', error);
    return null;
  }
}

/** DESIGN §6: sharing a tag and the category, newest first, within the maximum age; else the latest. */
async function fromDatabase(deps: RelatedArticleDeps, current: Current, excluded: number[]): Promise<number | null> {
  const { db } = deps;
  if (current.tagIds.length) {
    const cutoff = new Date(deps.now().getTime() - deps.maxAgeDays * DAY_MS);
    const inCategory = db.select({ id: articleCategories.articleId }).from(articleCategories).where(eq(articleCategories.categoryId, current.categoryId));
    const sharingTag = db.select({ id: articleTags.articleId }).from(articleTags).where(inArray(articleTags.tagId, current.tagIds));
    const [related] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(inArray(articles.id, inCategory), inArray(articles.id, sharingTag), gte(articles.publishedAt, cutoff), notInArray(articles.id, excluded)))
      .orderBy(...newestFirst)
      .limit(1);
    if (related) return related.id;
  }
  const [latest] = await db.select({ id: articles.id }).from(articles).where(notInArray(articles.id, excluded)).orderBy(...newestFirst).limit(1);
  return latest?.id ?? null;
}

/** The whole article as its page shows it. */
async function detailOf(deps: RelatedArticleDeps, id: number): Promise<NextArticle | null> {
  const [summary] = await summariesByIds(deps.db, [id]);
  if (!summary) return null;
  const found = await findArticleByPath(deps.db, { category: summary.category.slug, date: urlDate(summary.publishedAt), slug: summary.slug });
  return found.kind === 'found' ? { ...found.article, age: articleAge(found.article.publishedAt, deps.now()) } : null;
}

/**
 * The article to show below `articleId`: the content-analytics service's first known, unshown
 * suggestion when it is configured, otherwise (or when it fails) the database's choice. Null
 * when every article has been shown. A 404 for an unknown `articleId`.
 */
export async function findNextArticle(deps: RelatedArticleDeps, request: NextArticleRequest): Promise<NextArticle | null> {
  const current = await loadCurrent(deps.db, request.articleId);
  if (!current) throw notFound('The article');
  const excluded = [...new Set([current.id, ...request.exclude])];
  const id = (await fromContentAnalytics(deps, current, excluded, request.uuid)) ?? (await fromDatabase(deps, current, excluded));
  return id === null ? null : detailOf(deps, id);
}
