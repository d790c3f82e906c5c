import { eq, inArray } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { buildNewsSitemapXml, listNewsSitemapEntries } from '@/lib/server/syndication/news-sitemap-service';
import { buildSitemapDocument, findChildSitemap, findSitemap, listSitemapEntries, SITEMAP_MAX_URLS } from '@/lib/server/syndication/sitemap-service';
import { getServerSideProps as newsSitemapPage } from '@/pages/news-sitemap.xml';
import { getServerSideProps as childSitemapPage } from '@/pages/sitemaps/[file]';
import { callPage } from '../../../helpers/page-call';
import { storySeed } from '../../../helpers/story-seed';

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'url' || name === 'sitemap' });
const siteUrl = 'https://panui.example.nz';
const HOUR = 3_600_000;

// Ten stories a day apart (0 to 9 days old), then a draft and one scheduled for tomorrow.
const slugs = Array.from({ length: 10 }, (_, i) => `story-${i}`);

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [...slugs.map((slug, i) => storySeed(slug, i, { title: `Story ${i} & more` })), storySeed('a-draft', 0), storySeed('scheduled-one', 0)],
    await seedTaxonomy(db),
    new Date(),
  );
  await db.update(articles).set({ status: 'draft' }).where(eq(articles.slug, 'a-draft'));
  await db.update(articles).set({ status: 'scheduled', publishedAt: new Date(Date.now() + 24 * HOUR) }).where(eq(articles.slug, 'scheduled-one'));
  // Story 0 an hour ago (the seed's hour of the day may be later than now), story 1 a day and a half ago.
  await db.update(articles).set({ publishedAt: new Date(Date.now() - HOUR) }).where(eq(articles.slug, 'story-0'));
  await db.update(articles).set({ publishedAt: new Date(Date.now() - 36 * HOUR) }).where(eq(articles.slug, 'story-1'));
  await db.update(articles).set({ publishedAt: new Date(Date.now() - 50 * HOUR) }).where(inArray(articles.slug, ['story-2']));
});

const articleLocs = (locs: string[]) => locs.filter((loc) => /\/story-\d$/.test(loc) || /a-draft|scheduled-one/.test(loc));

describe('the sitemap index', () => {
  it('keeps one file while everything fits (the production limit is the protocol’s 50,000)', async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const sitemap = await findSitemap(await getDb());
    expect(sitemap.kind).toBe('urlset');
  });

  it('past the limit, names a pages sitemap and article sitemaps that together hold every published story once', async () => {
    const db = await getDb();
    const max = 4;
    const sitemap = await findSitemap(db, max);
    if (sitemap.kind !== 'index') throw new Error('expected an index');
    const xml = buildSitemapDocument(sitemap, siteUrl);
    expect(XMLValidator.validate(xml)).toBe(true);
    const index = parser.parse(xml) as { sitemapindex: { sitemap: { loc: string; lastmod?: string }[] } };
    const locs = index.sitemapindex.sitemap.map((s) => s.loc);
    expect(locs[0]).toBe(`${siteUrl}/sitemaps/pages.xml`);
    expect(locs.slice(1).every((loc) => /\/sitemaps\/articles-\d+\.xml$/.test(loc))).toBe(true);
    expect(index.sitemapindex.sitemap.slice(1).every((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(s.lastmod ?? ''))).toBe(true);

    const seen: string[] = [];
    for (const loc of locs.slice(1)) {
      const entries = await findChildSitemap(db, loc.split('/').at(-1)!, max);
      expect(entries!.length).toBeLessThanOrEqual(max);
      seen.push(...entries!.map((entry) => entry.path));
    }
    const everyPublished = (await listSitemapEntries(db)).map((entry) => entry.path).filter((path) => /\/story-\d$/.test(path));
    expect(articleLocs(seen).sort()).toEqual(everyPublished.sort());
    expect(everyPublished).toHaveLength(10);

    const pages = await findChildSitemap(db, 'pages.xml', max);
    expect(pages![0]!.path).toBe('/');
  });

  it('answers 404 for a child sitemap that does not exist', async () => {
    for (const file of ['articles-0.xml', 'articles-99999999.xml', 'articles-1.txt', 'other.xml', 'articles-99999999999.xml']) {
      expect((await callPage(childSitemapPage, { params: { file } })).result).toEqual({ notFound: true });
    }
    const pages = await callPage(childSitemapPage, { params: { file: 'pages.xml' } });
    expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(pages.body!)).toBe(true);
  });
});

describe('the Google News sitemap', () => {
  it('lists the last two days’ published stories, newest first, never drafts or stories scheduled later', async () => {
    const entries = await listNewsSitemapEntries(await getDb());
    expect(entries.map((entry) => entry.path.split('/').at(-1))).toEqual(['story-0', 'story-1']);
    expect(entries[0]!.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('answers news: XML with the publication, language, date and escaped title', async () => {
    const answer = await callPage(newsSitemapPage);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(answer.body!)).toBe(true);
    const doc = parser.parse(answer.body!) as { urlset: { '@_xmlns:news': string; url: { loc: string; 'news:news': Record<string, unknown> }[] } };
    expect(doc.urlset['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(doc.urlset.url).toHaveLength(2);
    const news = doc.urlset.url[0]!['news:news'] as { 'news:publication': { 'news:name': string; 'news:language': string }; 'news:title': string; 'news:publication_date': string };
    expect(news['news:publication']['news:language']).toBe('en');
    expect(news['news:title']).toBe('Story 0 & more');
  });

  it('escapes what a title holds and drops characters XML cannot carry', () => {
    const xml = buildNewsSitemapXml([{ path: '/news/1', title: 'A <b>"bold"</b>\u0001 move', publishedAt: '2026-11-26T00:00:00Z' }], siteUrl);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<news:title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; move</news:title>');
  });
});
