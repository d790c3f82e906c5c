import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { ShowCard } from '@/components/tv/ShowCard';
import tvStyles from '@/components/tv/Tv.module.css';
import type { TvShowCard } from '@/lib/schemas/watchlist';
import { appServices } from '@/lib/server/container';
import { setPublicCache } from '@/lib/server/http/cache';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

interface Props {
  shows: TvShowCard[];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  const shows = await appServices().content.listShows();
  setPublicCache(res);
  return { props: { shows } };
};

export default function TvPage({ shows }: Props) {
  return (
    <>
      <Head>
        <title>{`TV | ${site.name}`}</title>
        <meta name="description" content={`What to watch: New Zealand television reviewed by ${site.name}.`} />
      </Head>
      <header className={styles.header}>
        <h1>TV</h1>
        <p className={styles.description}>
          Shows our critics have been watching. Add them to <Link href="/watchlist">your watch list</Link> and tick them off as you go.
        </p>
      </header>
      {shows.length ? (
        <div className={tvStyles.grid}>
          {shows.map((show) => (
            <ShowCard key={show.id} show={show} />
          ))}
        </div>
      ) : (
        <p>No shows listed yet. Check back soon.</p>
      )}
    </>
  );
}
