import type { ShownDate } from '@/lib/dates/shown-date';
import type { ShownImage } from '@/lib/images/image-variants';

/** What an article page shows of an article; the server's ArticleDetail and the next-article API's answer fit it. */
export interface ShownArticle {
  id: number;
  slug: string;
  title: string;
  standfirst: string;
  path: string;
  publishedAt: string;
  /** The byline's date, formatted on the server (decision 202). */
  published: ShownDate;
  layouts: string[];
  /** Already sanitised on the server (sanitiseArticleHtml). Null in a page's first load in the browser: the HTML holds it (decision 327, bodyInPage). */
  bodyHtml: string | null;
  category: { slug: string; name: string };
  /** In byline order; the photo is absent or null for an author without one. */
  authors: { slug: string; name: string; photo?: ShownImage | null }[];
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
  /** Shown above the body with its caption and credit; absent or null when the story has none. */
  featureImage?: ShownImage | null;
}
