import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { ArticleBody } from '@/components/article/ArticleBody';
import { ArticleMeta } from '@/components/article/ArticleMeta';
import { PreviewBanner } from '@/components/publishing/PreviewBanner';
import { type ArticleAge, articleAge } from '@/lib/articles/article-age';
import type { ArticleHead } from '@/lib/articles/article-structured-data';
import { appServices } from '@/lib/server/container';
import { articlePageHead } from '@/lib/server/rendering/article-page-head';
import { getConfig } from '@/lib/server/config';
import { pageParam } from '@/lib/server/http/page-param';
import type { ArticleDetail } from '@/lib/server/content/article-service';
import { site } from '@/lib/site';

type Props =
  | { kind: 'story'; article: ArticleDetail; status: string; expiresAt: string; age: ArticleAge; head: ArticleHead }
  | { kind: 'invalid' };

/**
 * `/preview/{token}`: a story as its article page shows it, whatever its status, for whoever holds
 * a signed, unexpired link from the desk (decision 142). Never cached, never indexed.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  const token = pageParam(params, 'token');
  const preview = token === null ? null : await appServices().publishing.findPreviewStory(token);
  if (!preview) {
    res.statusCode = 404;
    return { props: { kind: 'invalid' } };
  }
  const { article, status, expiresAt } = preview;
  const { SITE_URL } = getConfig();
  const head = articlePageHead(article, SITE_URL);
  return { props: { kind: 'story', article, status, expiresAt, age: articleAge(article.publishedAt, new Date()), head } };
};

export default function PreviewPage(props: Props) {
  if (props.kind === 'invalid') {
    return (
      <>
        <Head>
          <title>{`Preview link not working | ${site.name}`}</title>
          <meta name="robots" content="noindex" />
        </Head>
        <section style={{ textAlign: 'center', margin: '4rem auto', maxWidth: '36rem', padding: '0 1rem' }}>
          <h1>This preview link has expired or is wrong</h1>
          <p>Preview links work for a limited time. Ask whoever sent it to you for a new one.</p>
          <Link href="/">Home</Link>
        </section>
      </>
    );
  }
  const { article, status, expiresAt, age, head } = props;
  return (
    <>
      <Head>
        <title>{`Preview: ${article.title} | ${site.name}`}</title>
        <meta name="description" content={article.standfirst} />
      </Head>
      {/* The article page's own head tags and body, so the preview is what readers will get. */}
      <ArticleMeta head={head} />
      {/* After ArticleMeta: its robots tag wins over anything the meta tags say. */}
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <PreviewBanner status={status} expiresAt={expiresAt} />
      <ArticleBody article={article} age={age} />
    </>
  );
}
