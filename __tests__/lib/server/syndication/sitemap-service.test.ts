import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { podcastEpisodes, podcastSeries, quizzes, tvShows } from '@/lib/server/db/schema/media';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { buildSitemapXml, listSitemapEntries } from '@/lib/server/syndication/sitemap-service';
import { getServerSideProps } from '@/pages/sitemap.xml';
import { callTextPage } from '../../../helpers/text-page';

// fast-xml-parser comes with firebase-admin's storage client; the tests only read XML with it.
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'url' });
type UrlSet = { urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] } };

const now = new Date('2026-11-22T00:00:00Z');
const story = (slug: string, daysAgo: number, authorSlug: string, categorySlugs: string[], additionalAuthorSlugs: string[] = []) => ({
  slug,
  title: `Title of ${slug}`,
  standfirst: '',
  authorSlug,
  additionalAuthorSlugs,
  categorySlugs,
  tagSlugs: [],
  layout: 'standard' as const,
  daysAgo,
  hour: 9,
  bodyHtml: '<p>Body.</p>',
});

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      story('older-story', 10, 'aroha-tane', ['politics', 'news']),
      story('newest-story', 1, 'mele-fifita', ['business'], ['james-whitcombe']),
      story('middle-story', 5, 'aroha-tane', ['politics']),
    ],
    await seedTaxonomy(db),
    now,
  );
  // An edit after publication moves lastmod.
  await db.update(articles).set({ updatedAt: new Date('2026-11-30T01:02:03.456Z') }).where(eq(articles.slug, 'older-story'));
});

describe('listSitemapEntries', () => {
  it('lists home, the category and author pages that have articles, then articles newest first', async () => {
    const entries = await listSitemapEntries(await getDb());
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, 7)).toEqual(['/', '/business', '/news', '/politics', '/author/aroha-tane', '/author/james-whitcombe', '/author/mele-fifita']);
    expect(paths.slice(7).map((p) => p.split('/').pop())).toEqual(['newest-story', 'middle-story', 'older-story']);
    expect(paths.slice(7).every((p) => /^\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z-]+$/.test(p))).toBe(true);
    expect(paths[7]).toMatch(/^\/business\//);
  });

  it('gives articles a lastmod of their latest change, and home that of the newest article', async () => {
    const entries = await listSitemapEntries(await getDb());
    const older = entries.find((e) => e.path.endsWith('/older-story'));
    expect(older?.lastmod).toBe('2026-11-30T01:02:03Z');
    expect(entries.filter((e) => e.path.includes('-story')).every((e) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.lastmod ?? ''))).toBe(true);
    expect(entries[0]?.lastmod).toBe(entries[7]?.lastmod);
    expect(entries.find((e) => e.path === '/politics')?.lastmod).toBeUndefined();
  });

  it('stops at the limit', async () => {
    const nine = await listSitemapEntries(await getDb(), 9);
    expect(nine).toHaveLength(9);
    expect(nine.at(-1)?.path).toMatch(/middle-story$/);
    expect((await listSitemapEntries(await getDb(), 3)).map((e) => e.path)).toEqual(['/', '/business', '/news']);
    expect(await listSitemapEntries(await getDb(), 1)).toEqual([expect.objectContaining({ path: '/' })]);
  });
});

describe('buildSitemapXml', () => {
  it('writes absolute, escaped locations', () => {
    const xml = buildSitemapXml([{ path: '/', lastmod: '2026-11-22T00:00:00Z' }, { path: "/a&b'<c>" }, { path: '/te-ao-māori' }], 'https://panui.example.nz');
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = parser.parse(xml) as UrlSet;
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.url).toEqual([
      { loc: 'https://panui.example.nz/', lastmod: '2026-11-22T00:00:00Z' },
      { loc: "https://panui.example.nz/a&b'%3Cc%3E" },
      { loc: 'https://panui.example.nz/te-ao-m%C4%81ori' },
    ]);
  });
});

describe('GET /sitemap.xml', () => {
  it('answers the sitemap as public XML', async () => {
    const { headers, body, result } = await callTextPage(getServerSideProps);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(headers['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(result).toEqual({ props: {} });
    expect(XMLValidator.validate(body)).toBe(true);
    const locs = (parser.parse(body) as UrlSet).urlset.url.map((u) => u.loc);
    expect(locs).toHaveLength(10);
    expect(locs[0]).toBe(new URL('/', getConfig().SITE_URL).href);
    expect(locs).toContain(new URL('/author/mele-fifita', getConfig().SITE_URL).href);
  });
});

// Last: the rows it adds would move the positions the tests above count on.
describe('listSitemapEntries with podcasts, quizzes and TV', () => {
  it('lists each listing page with its series, episodes, quizzes and shows, before the articles', async () => {
    const db = await getDb();
    const [series] = await db.insert(podcastSeries).values({ slug: 'the-briefing', title: 'The Briefing', description: '' }).returning();
    await db.insert(podcastEpisodes).values({ uid: 'ep-1', seriesId: series!.id, slug: 'budget-week', title: 'Budget week', description: '', audioFile: 'a.wav', durationSeconds: 60, publishedAt: now });
    await db.insert(quizzes).values({ slug: 'news-quiz-47', title: 'News quiz', description: '', questions: [] });
    await db.insert(tvShows).values({ slug: 'the-gone', title: 'The Gone', synopsis: '', whereToWatch: 'TVNZ+', genre: 'Drama', year: 2023 });

    const paths = (await listSitemapEntries(db)).map((e) => e.path);
    const media = ['/podcasts', '/podcasts/the-briefing', '/podcasts/the-briefing/budget-week', '/quizzes', '/quizzes/news-quiz-47', '/tv', '/tv/the-gone'];
    expect(paths.slice(7, 14)).toEqual(media);
    expect(paths.slice(14).map((p) => p.split('/').pop())).toEqual(['newest-story', 'middle-story', 'older-story']);
  });
});
