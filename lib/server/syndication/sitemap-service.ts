import { articlePath } from '@/lib/articles/article-url';
import type { Db } from '../db/client';
import { listArticleSitemapRows, listMediaSlugs, listTaxonomySlugs } from './sitemap-store';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site-relative path, e.g. /politics/22-11-2026/budget-day. */
  path: string;
  /** ISO 8601; absent when the page has no single date. */
  lastmod?: string;
}

/** Podcast, quiz and TV pages: each listing page when it has something to list, then its items. */
async function listMediaPaths(db: Db): Promise<string[]> {
  const [series, episodes, quizRows, shows] = await listMediaSlugs(db);
  const listing = (index: string, items: string[]) => (items.length ? [index, ...items] : []);
  return [
    ...listing('/podcasts', [...series.map((row) => `/podcasts/${row.slug}`), ...episodes.map((row) => `/podcasts/${row.series}/${row.slug}`)]),
    ...listing('/quizzes', quizRows.map((row) => `/quizzes/${row.slug}`)),
    ...listing('/tv', shows.map((row) => `/tv/${row.slug}`)),
  ];
}

const withoutMillis = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Every page worth indexing: home, category pages, author pages, podcast, quiz and TV pages, then
 * articles newest first, at most `max` in all. Articles come from one query of slugs and dates
 * (no bodies).
 */
export async function listSitemapEntries(db: Db, max = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  // Only categories and authors with an article: an empty listing is not worth a crawl.
  const [[categoryRows, authorRows], mediaPaths] = await Promise.all([listTaxonomySlugs(db), listMediaPaths(db)]);
  const pages = [...categoryRows.map((c) => `/${c.slug}`), ...authorRows.map((a) => `/author/${a.slug}`), ...mediaPaths].slice(0, Math.max(0, max - 1));
  const articleRoom = max - 1 - pages.length;
  const articleRows = articleRoom > 0 ? await listArticleSitemapRows(db, articleRoom) : [];
  const articleEntries = articleRows.map((row) => ({
    path: articlePath({ primaryCategorySlug: row.categorySlug, publishedAt: row.publishedAt, slug: row.slug }),
    lastmod: withoutMillis(row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt),
  }));
  const home: SitemapEntry = articleEntries[0] ? { path: '/', lastmod: articleEntries[0].lastmod } : { path: '/' };
  return [home, ...pages.map((path) => ({ path })), ...articleEntries].slice(0, max);
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The sitemap protocol's XML, locations made absolute against `siteUrl`. Pure. */
export function buildSitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, siteUrl).href)}</loc>`;
    return `  <url>${loc}${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
