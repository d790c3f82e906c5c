import { urlDate } from '@/lib/dates/nz-time';
import { sanitiseArticleHtml } from './sanitise-article-html';
import type { Db } from '../db/client';
import { type ArticleSummary, findArticleRecordBySlug } from './article-store';

export { type ArticleSummary, listLatestArticles, summariesByIds } from './article-store';

export interface ArticleDetail extends ArticleSummary {
  bodyHtml: string;
  layouts: string[];
  /** '' when the desk left it to the headline and standfirst. */
  seoTitle: string;
  seoDescription: string;
  authors: { slug: string; name: string }[];
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
}

export type ArticleLookup = { kind: 'found'; article: ArticleDetail } | { kind: 'moved'; path: string } | { kind: 'missing' };

/** Finds an article by its URL parts; a wrong category or date answers with the canonical path. */
export async function findArticleByPath(db: Db, parts: { category: string; date: string; slug: string }): Promise<ArticleLookup> {
  const record = await findArticleRecordBySlug(db, parts.slug);
  if (!record) return { kind: 'missing' };
  const { summary } = record;
  if (summary.category.slug !== parts.category || urlDate(record.publishedAt) !== parts.date) return { kind: 'moved', path: summary.path };
  return {
    kind: 'found',
    article: {
      ...summary,
      bodyHtml: sanitiseArticleHtml(record.bodyHtml),
      layouts: record.layouts,
      seoTitle: record.seoTitle,
      seoDescription: record.seoDescription,
      authors: [summary.author, ...record.extraAuthors],
      categories: record.categories,
      tags: record.tags,
    },
  };
}
