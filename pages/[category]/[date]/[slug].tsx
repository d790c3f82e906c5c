import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { PageLink } from '@/components/navigation/PageLink';
import { ArticleBody } from '@/components/article/ArticleBody';
import { ArticleMeta } from '@/components/article/ArticleMeta';
import { NextArticlesSlot } from '@/components/article/NextArticlesSlot';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { InlineDonationBanner } from '@/components/donation/InlineDonationBanner';
import { ArticleGatePrompt } from '@/components/gate/ArticleGatePrompt';
import { BookmarkButton } from '@/components/bookmarks/BookmarkButton';
import { ArticleNewsletterSignup } from '@/components/newsletters/ArticleNewsletterSignup';
import { ArticleQuiz } from '@/components/quiz/ArticleQuiz';
import { ShareButton } from '@/components/share/ShareButton';
import { adUnitPrefix } from '@/lib/ads/ad-unit';
import { type ArticleAge, articleAge } from '@/lib/articles/article-age';
import type { ArticleHead } from '@/lib/articles/article-structured-data';
import { appServices } from '@/lib/server/container';
import { articlePageHead } from '@/lib/server/rendering/article-page-head';
import { getConfig } from '@/lib/server/config';
import { publicPageProps, setPublicCache } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { oldPathRedirectOrNotFound } from '@/lib/server/publishing/old-path-page';
import type { ArticleDetail } from '@/lib/server/content/article-service';
import { site } from '@/lib/site';
import styles from '@/styles/Article.module.css';

interface Props {
  article: ArticleDetail;
  /** Worked out with the server's clock, so the hydrated badge matches the server's HTML. */
  age: ArticleAge;
  /** Title, canonical URL, sharing tags (with the feature picture's absolute URL) and JSON-LD, built here so the browser does not load their builders. */
  head: ArticleHead;
  /** AD_PARAGRAPHS: where the ad controller puts the article's ads, on a site with ads. */
  adParagraphs: number;
}

const DATE_PATTERN = /^\d{2}-\d{2}-\d{4}$/;

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const category = pageParam(params, 'category');
  const date = pageParam(params, 'date');
  const slug = pageParam(params, 'slug');
  if (category === null || slug === null || date === null) return { notFound: true };
  // Not one of our dates: perhaps an imported site's old URL (/2019/05/my-post).
  if (!DATE_PATTERN.test(date)) return oldPathRedirectOrNotFound(res, `/${category}/${date}/${slug}`);
  const found = await appServices().content.cachedFindArticleByPath({ category, date, slug });
  if (found.kind === 'missing') return { notFound: true };
  setPublicCache(res);
  // 301, as the issue and old links expect (Next's permanent: true would answer 308).
  if (found.kind === 'moved') return { redirect: { destination: found.path, statusCode: 301 } };
  const { SITE_URL, AD_PARAGRAPHS } = getConfig();
  const head = articlePageHead(found.article, SITE_URL);
  return publicPageProps({ req, res }, { article: found.article, age: articleAge(found.article.publishedAt, new Date()), head, adParagraphs: AD_PARAGRAPHS });
};

export default function ArticlePage({ article, age, head, adParagraphs }: Props) {
  return (
    <>
      <Head>
        <title>{`${head.title} | ${site.name}`}</title>
        <meta name="description" content={head.description} />
      </Head>
      <ArticleMeta head={head} />
      {/* The button learns the member's bookmarks in the browser; the page's HTML stays the same for everyone. */}
      <ArticleBody
        article={article}
        age={age}
        actions={
          <div className={styles.actions}>
            <BookmarkButton articleId={article.id} />
            <ShareButton title={head.title} url={head.canonicalUrl} />
          </div>
        }
        adParagraphs={adUnitPrefix ? adParagraphs : undefined}
      />
      {/* Fetched in the browser near the article's end: no query on this page's server path. */}
      <ArticleQuiz key={article.id} articleId={article.id} />
      {/* Counts the view after hydration; for a visitor past the threshold, the ask under the story. */}
      <ArticleGatePrompt article={article} />
      <InlineDonationBanner />
      <ArticleNewsletterSignup />
      {/* Loaded in the browser near the end of the story: the HTML is the same for every reader, so a CDN may keep it. */}
      <ArticleComments key={article.id} articleId={article.id} initialCount={article.commentCount} />
      {/* Above the stories that load in below, so it stays where the reader saw it. */}
      <p className={styles.article}>
        <PageLink href="/">More stories</PageLink>
      </p>
      {/* Infinite scroll: the next stories load below as the reader nears the end (the key starts afresh on a new page). */}
      <NextArticlesSlot key={article.id} first={article} />
    </>
  );
}
