import Head from 'next/head';
import type { ArticleHead } from '@/lib/articles/article-structured-data';

export interface ArticleMetaProps {
  /** Worked out by the page's getServerSideProps with articleHead(), so the builders stay on the server (decision 187). */
  head: ArticleHead;
}

/** Canonical link, Open Graph, Twitter card and NewsArticle JSON-LD for an article page. */
export function ArticleMeta({ head }: ArticleMetaProps) {
  return (
    <Head>
      <link rel="canonical" href={head.canonicalUrl} key="canonical" />
      {head.tags.map((tag, i) =>
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
        // Escaped by scriptSafeJson (in articleHead): article text cannot end the script element.
        dangerouslySetInnerHTML={{ __html: head.jsonLd }}
      />
    </Head>
  );
}
