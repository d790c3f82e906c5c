import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { AgeBadge } from '@/components/article/AgeBadge';
import { ArticleByline } from '@/components/article/ArticleByline';
import { ArticleMeta } from '@/components/article/ArticleMeta';
import { ArticleTopics } from '@/components/article/ArticleTopics';
import { type ArticleAge, articleAge } from '@/lib/articles/article-age';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { type ArticleDetail, findArticleByPath } from '@/lib/server/services/article-service';
import { site } from '@/lib/site';
import styles from '@/styles/Article.module.css';

interface Props {
  article: ArticleDetail;
  /** Worked out with the server's clock, so the hydrated badge matches the server's HTML. */
  age: ArticleAge;
  canonicalUrl: string;
}

const DATE_PATTERN = /^\d{2}-\d{2}-\d{4}$/;

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const category = String(params?.category ?? '');
  const date = String(params?.date ?? '');
  const slug = String(params?.slug ?? '');
  if (!DATE_PATTERN.test(date)) return { notFound: true };
  const found = await findArticleByPath(await getDb(), { category, date, slug });
  if (found.kind === 'missing') return { notFound: true };
  setPublicCache(res);
  if (found.kind === 'moved') return { redirect: { destination: found.path, permanent: true } };
  const canonicalUrl = new URL(found.article.path, getConfig().SITE_URL).href;
  return { props: { article: found.article, age: articleAge(found.article.publishedAt, new Date()), canonicalUrl } };
};

export default function ArticlePage({ article, age, canonicalUrl }: Props) {
  const feature = article.layouts.includes('feature');
  return (
    <article className={feature ? `${styles.article} ${styles.feature}` : styles.article}>
      <Head>
        <title>{`${article.title} | ${site.name}`}</title>
        <meta name="description" content={article.standfirst} />
      </Head>
      <ArticleMeta article={article} canonicalUrl={canonicalUrl} />
      <p className={styles.kicker}>
        <Link href={`/${article.category.slug}`}>{article.category.name}</Link> <AgeBadge age={age} />
      </p>
      <h1>{article.title}</h1>
      <p className={styles.standfirst}>{article.standfirst}</p>
      <ArticleByline authors={article.authors} publishedAt={article.publishedAt} />
      {/* Sanitised on the server by sanitiseArticleHtml. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      <ArticleTopics categories={article.categories} tags={article.tags} />
      <p>
        <Link href="/">More stories</Link>
      </p>
    </article>
  );
}
