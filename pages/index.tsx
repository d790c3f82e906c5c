import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { ArticleCard } from '@/components/article/ArticleCard';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { type ArticleSummary, listLatestArticles } from '@/lib/server/services/article-service';
import { site } from '@/lib/site';
import styles from '@/styles/Home.module.css';

interface Props {
  articles: ArticleSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  setPublicCache(res);
  return { props: { articles: await listLatestArticles(await getDb(), { limit: 21 }) } };
};

export default function Home({ articles }: Props) {
  const [lead, ...rest] = articles;
  return (
    <>
      <Head>
        <title>{`${site.name}: ${site.tagline}`}</title>
      </Head>
      <h1 className={styles.heading}>Latest news</h1>
      {lead ? (
        <>
          <ArticleCard article={lead} lead />
          <div className={styles.grid}>
            {rest.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </>
      ) : (
        <p>No stories yet. Check back soon.</p>
      )}
    </>
  );
}
