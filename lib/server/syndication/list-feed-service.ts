import { site } from '@/lib/site';
import { authorFeedPath, sectionFeedPath } from '@/lib/syndication/feed-paths';
import type { Db } from '../db/client';
import { authorArticleIds, categoryArticleIds, findAuthorBySlug, findCategoryBySlug, findCollectionBySlug, findTagBySlug, tagArticleIds } from '../content/article-list-store';
import { buildRssFeed, type FeedChannel, listFeedArticles } from './feed-service';

/**
 * RSS of a category's or a tag's 50 newest stories, the same items as /feed; null for a slug that
 * is neither. `/{slug}` resolves as its page does (section-list-service): a category first, then a
 * collection, then a tag, so a collection's slug has no feed here (its order is curated, not news).
 */
export async function sectionFeedXml(db: Db, slug: string, siteUrl: string): Promise<string | null> {
  const category = await findCategoryBySlug(db, slug);
  if (category) {
    const channel: FeedChannel = {
      title: `${category.name} | ${site.name}`,
      description: category.description || `The latest ${category.name} stories from ${site.name}.`,
      pagePath: `/${slug}`,
      feedPath: sectionFeedPath(slug),
    };
    return buildRssFeed(await listFeedArticles(db, undefined, categoryArticleIds(db, category.id)), siteUrl, channel);
  }
  if (await findCollectionBySlug(db, slug)) return null;
  const tag = await findTagBySlug(db, slug);
  if (!tag) return null;
  const channel: FeedChannel = { title: `${tag.name} | ${site.name}`, description: `Stories about ${tag.name} from ${site.name}.`, pagePath: `/${slug}`, feedPath: sectionFeedPath(slug) };
  return buildRssFeed(await listFeedArticles(db, undefined, tagArticleIds(db, tag.id)), siteUrl, channel);
}

/** RSS of the 50 newest stories an author wrote or co-wrote; null for an unknown author. */
export async function authorFeedXml(db: Db, slug: string, siteUrl: string): Promise<string | null> {
  const author = await findAuthorBySlug(db, slug);
  if (!author) return null;
  const channel: FeedChannel = {
    title: `${author.name} | ${site.name}`,
    description: author.bio || `Stories by ${author.name} for ${site.name}.`,
    pagePath: `/author/${slug}`,
    feedPath: authorFeedPath(slug),
  };
  return buildRssFeed(await listFeedArticles(db, undefined, authorArticleIds(db, author.id)), siteUrl, channel);
}
