import { urlDate } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import { type ArticleSummary, findArticleRecordBySlug } from './article-store';

export { type ArticleSummary, listLatestArticles, summariesByIds } from './article-store';

export interface ArticleDetail extends ArticleSummary {
  bodyHtml: string;
  layouts: string[];
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
      // Sanitised when it was saved (decision 135).
      bodyHtml: record.bodyHtml,
      layouts: record.layouts,
      authors: [summary.author, ...record.extraAuthors],
      categories: record.categories,
      tags: record.tags,
    },
  };
}
