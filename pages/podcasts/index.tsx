import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { SeriesList } from '@/components/podcast/SeriesList';
import type { PodcastSeriesCard } from '@/lib/podcasts/podcast-types';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

interface Props {
  series: PodcastSeriesCard[];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const series = await appServices().content.listPodcastSeries();
  return publicPageProps({ req, res }, { series });
};

export default function PodcastsPage({ series }: Props) {
  return (
    <>
      <Head>
        <title>{`Podcasts | ${site.name}`}</title>
        <meta name="description" content={`Podcasts from ${site.name}: listen here while you read.`} />
      </Head>
      <header className={styles.header}>
        <h1>Podcasts</h1>
        <p className={styles.description}>Listen while you read: the player keeps going as you move around the site.</p>
      </header>
      <SeriesList series={series} />
    </>
  );
}
