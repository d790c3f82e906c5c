import { type ArticleHead, articleHead } from '@/lib/articles/article-structured-data';
import { sharedImage } from '@/lib/images/share-image';
import type { ArticleDetail } from '../content/article-service';

// The content cache hands every reader of a story the same article object until the story
// changes, so its head is built once per version: per request, building it and hashing the new
// object for the page's ETag (cache.ts) cost 3 % of a rendered article's server time.
const heads = new WeakMap<ArticleDetail, { siteUrl: string; head: ArticleHead }>();

/** The title, canonical URL, sharing tags (with the feature picture's absolute URL) and JSON-LD of a story's page or preview. */
export function articlePageHead(article: ArticleDetail, siteUrl: string): ArticleHead {
  const kept = heads.get(article);
  if (kept?.siteUrl === siteUrl) return kept.head;
  const image = article.featureImage ? sharedImage(article.featureImage, siteUrl) : null;
  const head = articleHead({ ...article, image }, new URL(article.path, siteUrl).href);
  heads.set(article, { siteUrl, head });
  return head;
}
