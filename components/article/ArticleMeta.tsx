import Head from 'next/head';
import { articleMetaTags, newsArticleJsonLd, scriptSafeJson, type StructuredArticle } from '@/lib/articles/article-structured-data';

export interface ArticleMetaProps {
  article: StructuredArticle;
  /** Absolute URL of the article's canonical path. */
  canonicalUrl: string;
}

/** Canonical link, Open Graph, Twitter card and NewsArticle JSON-LD for an article page. */
export function ArticleMeta({ article, canonicalUrl }: ArticleMetaProps) {
  return (
    <Head>
      <link rel="canonical" href={canonicalUrl} key="canonical" />
      {articleMetaTags(article, canonicalUrl).map((tag, i) =>
        // A `name` prop, even undefined, makes next/head dedupe by name: only pass the one in use.
        tag.attribute === 'name' ? (
          <meta key={`name:${tag.key}`} name={tag.key} content={tag.content} />
        ) : (
          <meta key={`property:${tag.key}:${i}`} property={tag.key} content={tag.content} />
        ),
      )}
      <script
        key="news-article-json-ld"
        type="application/ld+json"
        // Escaped by scriptSafeJson: article text cannot end the script element.
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(newsArticleJsonLd(article, canonicalUrl)) }}
      />
    </Head>
  );
}
