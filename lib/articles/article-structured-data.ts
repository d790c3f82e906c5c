import type { ShownArticle } from '@/lib/articles/shown-article';
import { isoInNz } from '@/lib/dates/nz-time';
import type { SharedImage } from '@/lib/images/share-image';
import { site } from '@/lib/site';

/** What search engines and link previews need of an article; the server's ArticleDetail fits it. */
export type StructuredArticle = Pick<ShownArticle, 'title' | 'standfirst' | 'publishedAt' | 'category' | 'authors' | 'tags'> & {
  /** ISO 8601, when the article has been changed since it was published. */
  updatedAt?: string;
  /** The feature picture as link previews see it (sharedImage), when there is one. */
  image?: SharedImage | null;
  /** The desk's search and sharing title and description; '' or absent means the headline and standfirst. */
  seoTitle?: string;
  seoDescription?: string;
};

/** The title search results and link previews show: the desk's SEO title when set. */
export const sharingTitle = (article: Pick<StructuredArticle, 'title' | 'seoTitle'>) => article.seoTitle || article.title;
export const sharingDescription = (article: Pick<StructuredArticle, 'standfirst' | 'seoDescription'>) => article.seoDescription || article.standfirst;

/** A <meta>: Open Graph and article:* use `property`, Twitter uses `name`. */
export type MetaTag = { attribute: 'property' | 'name'; key: string; content: string };

// Author pages and the logo live on the same origin as the canonical URL.
const onSite = (path: string, canonicalUrl: string) => new URL(path, canonicalUrl).href;
const authorUrl = (slug: string, canonicalUrl: string) => onSite(`/author/${slug}`, canonicalUrl);

/** Open Graph, article:* and Twitter card tags, in the order they are rendered. */
export function articleMetaTags(article: StructuredArticle, canonicalUrl: string): MetaTag[] {
  const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const { image } = article;
  return [
    property('og:type', 'article'),
    property('og:title', sharingTitle(article)),
    property('og:description', sharingDescription(article)),
    property('og:url', canonicalUrl),
    property('og:site_name', site.name),
    property('og:locale', 'en_NZ'),
    ...(image
      ? [
          property('og:image', image.url),
          property('og:image:width', String(image.width)),
          property('og:image:height', String(image.height)),
          property('og:image:alt', image.alt),
        ]
      : []),
    property('article:published_time', isoInNz(article.publishedAt)),
    ...(article.updatedAt ? [property('article:modified_time', isoInNz(article.updatedAt))] : []),
    // Open Graph wants profile URLs here, not names.
    ...article.authors.map((author) => property('article:author', authorUrl(author.slug, canonicalUrl))),
    property('article:section', article.category.name),
    ...article.tags.map((tag) => property('article:tag', tag.name)),
    // A large card needs a large image; without one the small card looks better than a stretched logo.
    // The card's title, description and image are read from og:* when there are no twitter:* tags,
    // so they are not written twice (issue [19]: every tag is rendered and sent for every reader).
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
  ].filter((tag) => tag.content !== '');
}

/** schema.org NewsArticle for the page's JSON-LD. */
export function newsArticleJsonLd(article: StructuredArticle, canonicalUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    ...(article.standfirst ? { description: article.standfirst } : {}),
    ...(article.image ? { image: [{ '@type': 'ImageObject', url: article.image.url, width: article.image.width, height: article.image.height }] } : {}),
    datePublished: isoInNz(article.publishedAt),
    ...(article.updatedAt ? { dateModified: isoInNz(article.updatedAt) } : {}),
    author: article.authors.map((author) => ({ '@type': 'Person', name: author.name, url: authorUrl(author.slug, canonicalUrl) })),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: onSite('/', canonicalUrl),
      logo: { '@type': 'ImageObject', url: onSite(site.logoPath, canonicalUrl) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
    url: canonicalUrl,
    articleSection: article.category.name,
    ...(article.tags.length ? { keywords: article.tags.map((tag) => tag.name) } : {}),
    inLanguage: 'en-NZ',
  };
}

/**
 * JSON for inside a <script>: `<` (and `>`, `&`, and the JS line separators) as \u escapes,
 * so no text in the article can close the script element or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Everything an article page's head shows, worked out on the server and passed as the page's
 * props: the browser then renders strings and never loads this file (decision 187).
 */
export interface ArticleHead {
  /** The sharing title and description (sharingTitle, sharingDescription), for <title> and the description meta. */
  title: string;
  description: string;
  canonicalUrl: string;
  tags: MetaTag[];
  /** NewsArticle JSON-LD, already escaped for a <script> (scriptSafeJson). */
  jsonLd: string;
}

export const articleHead = (article: StructuredArticle, canonicalUrl: string): ArticleHead => ({
  title: sharingTitle(article),
  description: sharingDescription(article),
  canonicalUrl,
  tags: articleMetaTags(article, canonicalUrl),
  jsonLd: scriptSafeJson(newsArticleJsonLd(article, canonicalUrl)),
});
