import { Feed } from 'feed';
import { sharedImage } from '@/lib/images/share-image';
import { site } from '@/lib/site';
import type { Db } from '../db/client';
import type { PickIds } from '../content/article-list-store';
import { type ArticleSummary, listArticleCategories, listExtraBylines, listLatestArticles, type Named, summariesByIds } from '../content/article-store';

/** How many articles /feed carries. */
export const FEED_SIZE = 50;

/** An article as the feed shows it: every byline and every category, not only the first. */
export interface FeedArticle extends ArticleSummary {
  authors: Named[];
  categories: Named[];
}

const uniqueBySlug = (list: Named[]) => list.filter((item, i) => list.findIndex((other) => other.slug === item.slug) === i);

/**
 * The latest articles with all their bylines and categories: three queries whatever the count.
 * `pick` narrows them to a list (a category's, a tag's, an author's: article-list-store), which
 * applies the published-only predicate itself.
 */
export async function listFeedArticles(db: Db, limit = FEED_SIZE, pick?: PickIds): Promise<FeedArticle[]> {
  const latest = pick ? await summariesByIds(db, (await pick(limit, 0)).map((row) => row.id)) : await listLatestArticles(db, { limit });
  if (!latest.length) return [];
  const ids = latest.map((a) => a.id);
  const [extraAuthors, allCategories] = await Promise.all([listExtraBylines(db, ids), listArticleCategories(db, ids)]);
  const byArticle = (rows: (Named & { articleId: number })[], id: number): Named[] =>
    rows.filter((row) => row.articleId === id).map(({ slug, name }) => ({ slug, name }));
  return latest.map((article) => {
    const cats = byArticle(allCategories, article.id);
    return {
      ...article,
      authors: uniqueBySlug([article.author, ...byArticle(extraAuthors, article.id)]),
      categories: cats.length ? cats : [article.category],
    };
  });
}

/**
 * XML 1.0 cannot carry most control characters, and the feed package ends its CDATA sections
 * at a second "]]>" (it splits only the first), so both are cleaned out of text we put in.
 */
function xmlText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replaceAll(']]>', ']]\u200B>');
}

/** The feed package escapes only `"` in attribute values. */
const attributeUrl = (url: string) => url.replaceAll('&', '&amp;');

const MEDIA_RSS_NAMESPACE = 'http://search.yahoo.com/mrss/';

/**
 * The feed package cannot write Media RSS, so each picture's `<media:content>` goes in after it
 * has written the XML: items come out in the order they were added, one `</item>` each.
 */
function withMediaContent(xml: string, articles: readonly FeedArticle[], siteUrl: string): string {
  if (!articles.some((article) => article.featureImage)) return xml;
  let index = 0;
  const items = xml.replace(/\n(\s*)<\/item>/g, (end, indent: string) => {
    const image = articles[index++]?.featureImage;
    if (!image) return end;
    const { url, width, height } = sharedImage(image, siteUrl);
    const media = `<media:content url="${attributeUrl(url).replaceAll('"', '&quot;')}" medium="image" width="${width}" height="${height}" type="image/jpeg"/>`;
    return `\n${indent}    ${media}${end}`;
  });
  return items.replace('<rss version="2.0"', `<rss version="2.0" xmlns:media="${MEDIA_RSS_NAMESPACE}"`);
}

/** What a feed is of: the whole site (/feed) or one list's page, and where the feed itself is. */
export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed follows, e.g. /politics. */
  pagePath: string;
  /** The feed's own address, e.g. /politics/feed. */
  feedPath: string;
}

/** The channel of /feed: every story on the site. */
export const SITE_CHANNEL: FeedChannel = { title: site.name, description: site.tagline, pagePath: '/', feedPath: '/feed' };

/** RSS 2.0 of `articles` (newest first), links made absolute against `siteUrl`. Pure. */
export function buildRssFeed(articles: readonly FeedArticle[], siteUrl: string, channel: FeedChannel = SITE_CHANNEL): string {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const newest = articles[0];
  const feed = new Feed({
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    id: absolute(channel.pagePath),
    link: absolute(channel.pagePath),
    language: 'en-NZ',
    image: absolute(site.logoPath),
    feedLinks: { rss: absolute(channel.feedPath) },
    // Built from the articles alone, so the same articles give the same bytes (and ETag).
    updated: newest ? new Date(newest.publishedAt) : new Date(0),
    generator: false,
  });
  for (const article of articles) {
    const link = absolute(article.path);
    feed.addItem({
      title: xmlText(article.title),
      link,
      // The id, not the URL: a story moved to another category keeps its place in readers.
      guid: `article-${article.id}@${new URL(siteUrl).host}`,
      date: new Date(article.publishedAt),
      description: xmlText(article.standfirst) || undefined,
      author: article.authors.map((author) => ({ name: xmlText(author.name) })),
      category: article.categories.map((category) => ({ name: xmlText(category.name), domain: attributeUrl(absolute(`/${category.slug}`)) })),
    });
  }
  return withMediaContent(feed.rss2(), articles, siteUrl);
}
