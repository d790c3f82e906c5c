import { type ArticleAge, articleAge } from '@/lib/articles/article-age';
import { urlDate } from '@/lib/dates/nz-time';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { ContentAnalytics } from '../providers/content-analytics/content-analytics';
import { type ArticleDetail, findArticleByPath } from './article-service';
import { summariesByIds } from './article-store';
import { existingArticleIds, findNewestIdExcept, findNewestRelatedId, findPrimaryCategoryId, listTagIds } from './related-article-store';
import { log } from '../observability/logger';

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
    warn: (message, error) => log().warn({ err: error }, `Related content: ${message}`),
  };
}

interface Current {
  id: number;
  section: string;
  categoryId: number;
  tagIds: number[];
}

async function loadCurrent(db: Db, articleId: number): Promise<Current | null> {
  const categoryId = await findPrimaryCategoryId(db, articleId);
  const [summary] = await summariesByIds(db, [articleId]);
  if (categoryId === null || !summary) return null;
  return { id: articleId, section: summary.category.slug, categoryId, tagIds: await listTagIds(db, articleId) };
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
    const known = await existingArticleIds(deps.db, candidates);
    return candidates.find((id) => known.has(id)) ?? null;
  } catch (error) {
    deps.warn?.('content analytics failed, using the database', error);
    return null;
  }
}

/** DESIGN §6: sharing a tag and the category, newest first, within the maximum age; else the latest. */
async function fromDatabase(deps: RelatedArticleDeps, current: Current, excluded: number[]): Promise<number | null> {
  if (current.tagIds.length) {
    const since = new Date(deps.now().getTime() - deps.maxAgeDays * DAY_MS);
    const related = await findNewestRelatedId(deps.db, { categoryId: current.categoryId, tagIds: current.tagIds, since, excluded });
    if (related !== null) return related;
  }
  return findNewestIdExcept(deps.db, excluded);
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
