import { articlePath } from '@/lib/articles/article-url';
import type { Db } from '../db/client';
import { listArticleSitemapChunks, listArticleSitemapRows, listArticleSitemapRowsFrom, listMediaSlugs, listTaxonomySlugs } from './sitemap-store';

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

/** Category pages, author pages, then podcast, quiz and TV pages: every page but home and the articles. */
async function listPagePaths(db: Db): Promise<string[]> {
  // Only categories and authors with an article: an empty listing is not worth a crawl.
  const [[categoryRows, authorRows], mediaPaths] = await Promise.all([listTaxonomySlugs(db), listMediaPaths(db)]);
  return [...categoryRows.map((c) => `/${c.slug}`), ...authorRows.map((a) => `/author/${a.slug}`), ...mediaPaths];
}

type ArticleSitemapRow = { slug: string; publishedAt: Date; updatedAt: Date; categorySlug: string };

const articleEntry = (row: ArticleSitemapRow): SitemapEntry => ({
  path: articlePath({ primaryCategorySlug: row.categorySlug, publishedAt: row.publishedAt, slug: row.slug }),
  lastmod: withoutMillis(row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt),
});

/**
 * Every page worth indexing: home, category pages, author pages, podcast, quiz and TV pages, then
 * articles newest first, at most `max` in all. Articles come from one query of slugs and dates
 * (no bodies).
 */
export async function listSitemapEntries(db: Db, max = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const pages = (await listPagePaths(db)).slice(0, Math.max(0, max - 1));
  const articleRoom = max - 1 - pages.length;
  const articleEntries = (articleRoom > 0 ? await listArticleSitemapRows(db, articleRoom) : []).map(articleEntry);
  const home: SitemapEntry = articleEntries[0] ? { path: '/', lastmod: articleEntries[0].lastmod } : { path: '/' };
  return [home, ...pages.map((path) => ({ path })), ...articleEntries].slice(0, max);
}

/** A sitemap of a sitemap index: its path (under /sitemaps/) and its latest change, when it has one date. */
export type SitemapChild = SitemapEntry;

/** What /sitemap.xml is: every URL in one file, or, past `max` URLs, an index of smaller sitemaps. */
export type Sitemap = { kind: 'urlset'; entries: SitemapEntry[] } | { kind: 'index'; children: SitemapChild[] };

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
const articleSitemapPath = (firstId: number) => `/sitemaps/articles-${firstId}.xml`;

/**
 * One file while everything fits in `max` URLs (the protocol's 50,000; smaller in tests), else an
 * index (decision 283): the pages' sitemap, then one sitemap per `max` articles in id order, each
 * named by its first article's id (a keyset, so a crawler's page never shifts under it).
 */
export async function findSitemap(db: Db, max = SITEMAP_MAX_URLS): Promise<Sitemap> {
  const entries = await listSitemapEntries(db, max + 1);
  if (entries.length <= max) return { kind: 'urlset', entries };
  const chunks = await listArticleSitemapChunks(db, max);
  return {
    kind: 'index',
    children: [{ path: PAGES_SITEMAP_PATH }, ...chunks.map((chunk) => ({ path: articleSitemapPath(chunk.firstId), lastmod: withoutMillis(chunk.lastmod) }))],
  };
}

/**
 * A sitemap an index names, by its file name: `pages.xml` (home and every page but the articles)
 * or `articles-{id}.xml` (`max` articles from that id on); null for any other name.
 */
export async function findChildSitemap(db: Db, file: string, max = SITEMAP_MAX_URLS): Promise<SitemapEntry[] | null> {
  if (file === 'pages.xml') {
    const [pages, [newest]] = await Promise.all([listPagePaths(db), listArticleSitemapRows(db, 1)]);
    const home: SitemapEntry = newest ? { path: '/', lastmod: articleEntry(newest).lastmod } : { path: '/' };
    return [home, ...pages.map((path) => ({ path }))].slice(0, max);
  }
  const firstId = /^articles-([1-9]\d{0,9})\.xml$/.exec(file)?.[1];
  if (firstId === undefined || Number(firstId) > 2_147_483_647) return null;
  const rows = await listArticleSitemapRowsFrom(db, Number(firstId), max);
  return rows.length ? rows.map(articleEntry) : null;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The sitemap protocol's index of sitemaps, locations made absolute against `siteUrl`. Pure. */
export function buildSitemapIndexXml(children: readonly SitemapChild[], siteUrl: string): string {
  const sitemaps = children.map((child) => {
    const loc = `<loc>${escapeXml(new URL(child.path, siteUrl).href)}</loc>`;
    return `  <sitemap>${loc}${child.lastmod ? `<lastmod>${child.lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...sitemaps, '</sitemapindex>', ''].join('\n');
}

/** /sitemap.xml's XML: the urlset, or the index. Pure. */
export const buildSitemapDocument = (sitemap: Sitemap, siteUrl: string) =>
  sitemap.kind === 'urlset' ? buildSitemapXml(sitemap.entries, siteUrl) : buildSitemapIndexXml(sitemap.children, siteUrl);

/** The sitemap protocol's XML, locations made absolute against `siteUrl`. Pure. */
export function buildSitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, siteUrl).href)}</loc>`;
    return `  <url>${loc}${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
