import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { ArticleList } from '@/components/article/ArticleList';
import { ShowImage } from '@/components/tv/ShowImage';
import styles from '@/components/tv/Tv.module.css';
import { WatchlistControls } from '@/components/watchlist/WatchlistControls';
import { appServices } from '@/lib/server/container';
import { setPublicCache } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { type TvShowPage } from '@/lib/server/content/tv-show-service';
import { site } from '@/lib/site';

type Props = TvShowPage;

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const slug = pageParam(params, 'slug');
  if (slug === null) return { notFound: true };
  const found = await appServices().content.findShowPage(slug);
  if (!found) return { notFound: true };
  // The member's watch-list state loads in the browser, so this HTML is the same for everyone.
  setPublicCache(res);
  return { props: found };
};

export default function TvShowPage({ show, articles }: Props) {
  return (
    <>
      <Head>
        <title>{`${show.title} | TV | ${site.name}`}</title>
        <meta name="description" content={show.synopsis} />
      </Head>
      <article className={styles.show} aria-labelledby="show-heading">
        <p>
          <Link href="/tv">TV</Link>
        </p>
        <h1 id="show-heading">{show.title}</h1>
        <ShowImage show={show} width={768} described />
        <p>{show.synopsis}</p>
        <dl className={styles.facts}>
          <dt>Where to watch</dt>
          <dd>{show.whereToWatch}</dd>
          <dt>Genre</dt>
          <dd>{show.genre}</dd>
          <dt>Year</dt>
          <dd>{show.year}</dd>
        </dl>
        <WatchlistControls key={show.id} show={show} />
      </article>
      {articles.length ? <ArticleList heading={`Stories about ${show.title}`} articles={articles} /> : null}
    </>
  );
}
