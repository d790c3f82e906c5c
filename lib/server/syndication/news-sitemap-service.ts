import { articlePath } from '@/lib/articles/article-url';
import { site } from '@/lib/site';
import type { Db } from '../db/client';
import { listNewsSitemapRows } from './sitemap-store';

/** Google News reads stories of the last two days from a news sitemap, and at most 1,000 of them. */
export const NEWS_SITEMAP_HOURS = 48;
export const NEWS_SITEMAP_MAX_URLS = 1000;
/** ISO 639 as Google News asks: the stories are in New Zealand English (te reo passages are marked in their bodies). */
export const NEWS_SITEMAP_LANGUAGE = 'en';

export interface NewsSitemapEntry {
  path: string;
  title: string;
  /** ISO 8601 with seconds. */
  publishedAt: string;
}

/** The stories published in the last two days, newest first: one query of slugs, titles and dates. */
export async function listNewsSitemapEntries(db: Db): Promise<NewsSitemapEntry[]> {
  const rows = await listNewsSitemapRows(db, NEWS_SITEMAP_HOURS, NEWS_SITEMAP_MAX_URLS);
  return rows.map((row) => ({
    path: articlePath({ primaryCategorySlug: row.categorySlug, publishedAt: row.publishedAt, slug: row.slug }),
    title: row.title,
    publishedAt: row.publishedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}

const escapeXml = (text: string) =>
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A Google News sitemap (the `news:` namespace): each story's address, the publication's name and language, its date and title. Pure. */
export function buildNewsSitemapXml(entries: readonly NewsSitemapEntry[], siteUrl: string, publicationName = site.name): string {
  const publication = `<news:publication><news:name>${escapeXml(publicationName)}</news:name><news:language>${NEWS_SITEMAP_LANGUAGE}</news:language></news:publication>`;
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(new URL(entry.path, siteUrl).href)}</loc><news:news>${publication}<news:publication_date>${entry.publishedAt}</news:publication_date><news:title>${escapeXml(entry.title)}</news:title></news:news></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
