import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { type ArticleDetail, findArticleByPath } from '@/lib/server/services/article-service';
import { site } from '@/lib/site';
import styles from '@/styles/Article.module.css';

interface Props {
  article: ArticleDetail;
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
  return { props: { article: found.article } };
};

export default function ArticlePage({ article }: Props) {
  const feature = article.layouts.includes('feature');
  return (
    <article className={feature ? `${styles.article} ${styles.feature}` : styles.article}>
      <Head>
        <title>{`${article.title} | ${site.name}`}</title>
        <meta name="description" content={article.standfirst} />
      </Head>
      <p className={styles.kicker}>{article.category.name}</p>
      <h1>{article.title}</h1>
      <p className={styles.standfirst}>{article.standfirst}</p>
      <p className={styles.byline}>
        By{' '}
        {article.authors.map((author, i) => (
          <span key={author.slug}>
            {i > 0 ? (i === article.authors.length - 1 ? ' and ' : ', ') : null}
            {author.name}
          </span>
        ))}{' '}
        · <time dateTime={isoInNz(article.publishedAt)}>{displayDate(article.publishedAt)}</time>
      </p>
      {/* Sanitised on the server by sanitiseArticleHtml. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {article.tags.length ? (
        <ul className={styles.tags} aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag.slug}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link href="/">More stories</Link>
      </p>
    </article>
  );
}
