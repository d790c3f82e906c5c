import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { shownDate } from '@/lib/dates/shown-date';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { buildRssFeed, FEED_SIZE, type FeedArticle, listFeedArticles } from '@/lib/server/syndication/feed-service';
import { site } from '@/lib/site';
import { getServerSideProps } from '@/pages/feed';
import { callTextPage } from '../../../helpers/text-page';

// fast-xml-parser comes with firebase-admin's storage client; the tests only read XML with it.
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['item', 'author', 'category'].includes(name) });

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description?: string;
  author: string[];
  category: { '#text': string; '@_domain': string }[];
}

function parseRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as { rss: { '@_version': string; channel: { title: string; link: string; description: string; item?: RssItem[] } } };
  return doc.rss;
}

const now = new Date('2026-11-22T00:00:00Z');
const story = (i: number) => ({
  slug: `story-${i}`,
  title: `Story number ${i}`,
  standfirst: `The standfirst of story ${i}.`,
  authorSlug: 'aroha-tane',
  additionalAuthorSlugs: i % 2 ? ['james-whitcombe'] : [],
  categorySlugs: i % 3 ? ['politics', 'news'] : ['te-ao-maori'],
  tagSlugs: ['housing'],
  layout: 'standard' as const,
  daysAgo: i + 1,
  hour: 9,
  bodyHtml: '<p>Body.</p>',
});
const special = {
  ...story(0),
  slug: 'fish-and-chips',
  title: 'Fish & chips: <b>not</b> "cheap" any more',
  standfirst: 'Prices up 20% & rising <fast>.',
  daysAgo: 0,
};

const siteUrl = () => getConfig().SITE_URL;
const canonicalLink = (url: string) => new RegExp(`^${siteUrl().replace(/\/$/, '')}/[a-z-]+/\\d{2}-\\d{2}-\\d{4}/[a-z0-9-]+$`).test(url);

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [special, ...Array.from({ length: 54 }, (_, i) => story(i + 1))], await seedTaxonomy(db), now);
});

describe('GET /feed', () => {
  it('answers RSS 2.0 of the 50 newest articles with absolute canonical links', async () => {
    const { headers, body, result } = await callTextPage(getServerSideProps);
    expect(headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(headers['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(result).toEqual({ props: {} });

    const rss = parseRss(body);
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe(site.name);
    expect(rss.channel.link).toBe(new URL('/', siteUrl()).href);
    expect(rss.channel.description).toBe(site.tagline);
    const items = rss.channel.item ?? [];
    expect(items).toHaveLength(FEED_SIZE);
    expect(items.every((item) => canonicalLink(item.link))).toBe(true);
    expect(items[0]?.link).toMatch(/\/fish-and-chips$/);
    expect(items.at(-1)?.link).toMatch(/\/story-49$/);
  });

  it('keeps special characters as text', async () => {
    const rss = parseRss(buildRssFeed(await listFeedArticles(await getDb(), 1), siteUrl()));
    const [item] = rss.channel.item ?? [];
    expect(item?.title).toBe(special.title);
    expect(item?.description).toBe(special.standfirst);
  });

  it('carries every byline and category, a stable guid and the publication date', async () => {
    const articles = await listFeedArticles(await getDb(), 5);
    const rss = parseRss(buildRssFeed(articles, siteUrl()));
    const item = rss.channel.item?.find((i) => i.link.endsWith('/story-1'));
    const article = articles.find((a) => a.slug === 'story-1');
    expect(item?.author).toEqual(['Aroha Tāne', 'James Whitcombe']);
    expect(item?.category.map((c) => c['#text'])).toEqual(['Politics', 'News']);
    expect(item?.category[0]?.['@_domain']).toBe(new URL('/politics', siteUrl()).href);
    expect(item?.guid).toEqual({ '#text': `article-${article?.id}@${new URL(siteUrl()).host}`, '@_isPermaLink': 'false' });
    expect(new Date(item?.pubDate ?? '').toISOString()).toBe(article?.publishedAt);
  });
});

describe('buildRssFeed', () => {
  const article = (title: string): FeedArticle => ({
    id: 7,
    slug: 's',
    title,
    standfirst: '',
    publishedAt: '2026-11-21T00:00:00.000Z',
    published: shownDate('2026-11-21T00:00:00.000Z'),
    path: '/news/21-11-2026/s',
    commentCount: 0,
    category: { slug: 'news', name: 'News' },
    author: { slug: 'a', name: 'A' },
    authors: [{ slug: 'a', name: 'A' }],
    categories: [{ slug: 'a&b', name: 'A & B' }],
    featureImage: null,
  });

  it('stays well-formed XML whatever the text holds', () => {
    const rss = parseRss(buildRssFeed([article('One ]]> two ]]> three\u0007')], 'https://panui.example.nz'));
    const [item] = rss.channel.item ?? [];
    expect(item?.title.replaceAll('\u200B', '')).toBe('One ]]> two ]]> three');
    expect(item?.description).toBeUndefined();
    expect(item?.category[0]).toEqual({ '#text': 'A & B', '@_domain': 'https://panui.example.nz/a&b' });
  });

  it('gives an item with a picture a Media RSS <media:content> of its ~1200 px JPEG, and leaves the others alone', () => {
    const image = { storageKey: 'c0ffee12', width: 2400, height: 1600, widths: [320, 640, 960, 1280, 1920], alt: 'A kererū', caption: '', credit: '' };
    const xml = buildRssFeed([{ ...article('With picture'), featureImage: image }, { ...article('Without'), id: 8 }], 'https://panui.example.nz');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml) as { rss: { '@_xmlns:media': string; channel: { item: (RssItem & { 'media:content'?: Record<string, string> })[] } } };
    expect(doc.rss['@_xmlns:media']).toBe('http://search.yahoo.com/mrss/');
    const [withPicture, without] = doc.rss.channel.item;
    expect(withPicture?.['media:content']).toEqual({
      '@_url': 'https://panui.example.nz/media/c0ffee12/1280.jpg',
      '@_medium': 'image',
      '@_width': '1280',
      '@_height': '853',
      '@_type': 'image/jpeg',
    });
    expect(without?.title).toBe('Without');
    expect(without?.['media:content']).toBeUndefined();
  });

  it('answers an empty channel when there are no articles', () => {
    const rss = parseRss(buildRssFeed([], 'https://panui.example.nz'));
    expect(rss.channel.title).toBe(site.name);
    expect(rss.channel.item).toBeUndefined();
  });
});
