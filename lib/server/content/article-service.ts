import { urlDate } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import { type ArticleRecord, type ArticleSummary, type Byline, findAnyArticleRecordById, findArticleRecordBySlug } from './article-store';
import { findRedirectPath } from '../publishing/article-redirect-service';

export { type ArticleSummary, listLatestArticles, summariesByIds } from './article-store';

export interface ArticleDetail extends ArticleSummary {
  bodyHtml: string;
  layouts: string[];
  /** '' when the desk left it to the headline and standfirst. */
  seoTitle: string;
  seoDescription: string;
  /** The first author, then the additional ones, each with their photo or null. */
  authors: Byline[];
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
}

export type ArticleLookup = { kind: 'found'; article: ArticleDetail } | { kind: 'moved'; path: string } | { kind: 'missing' };

/**
 * Finds an article by its URL parts; a wrong category or date answers with the canonical path, and
 * so does an old path of a published story (article_redirects). Stories readers may not see are missing.
 */
export async function findArticleByPath(db: Db, parts: { category: string; date: string; slug: string }): Promise<ArticleLookup> {
  const record = await findArticleRecordBySlug(db, parts.slug);
  if (!record) {
    const moved = await findRedirectPath(db, `/${parts.category}/${parts.date}/${parts.slug}`);
    return moved ? { kind: 'moved', path: moved } : { kind: 'missing' };
  }
  const { summary } = record;
  if (summary.category.slug !== parts.category || urlDate(record.publishedAt) !== parts.date) return { kind: 'moved', path: summary.path };
  return { kind: 'found', article: toDetail(record) };
}

/** The article as its page shows it: the one shaping of the article page and the preview link. */
function toDetail({ summary, ...record }: ArticleRecord): ArticleDetail {
  return {
    ...summary,
    // Sanitised when it was saved (decision 135).
    bodyHtml: record.bodyHtml,
    layouts: record.layouts,
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    authors: [{ ...summary.author, photo: record.authorPhoto }, ...record.extraAuthors],
    categories: record.categories,
    tags: record.tags,
  };
}

/** A story as its article page would show it, whatever its status: only for a signed preview link. */
export async function findArticleForPreview(db: Db, id: number): Promise<{ article: ArticleDetail; status: string } | null> {
  const record = await findAnyArticleRecordById(db, id);
  return record ? { article: toDetail(record), status: record.status } : null;
}
