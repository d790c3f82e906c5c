import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { PageFeedLink } from '@/components/layout/PageFeedLink';
import { EpisodeList } from '@/components/podcast/EpisodeList';
import podcastStyles from '@/components/podcast/Podcasts.module.css';
import { SeriesArtwork } from '@/components/podcast/SeriesArtwork';
import type { PodcastSeriesDetail } from '@/lib/podcasts/podcast-types';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { site } from '@/lib/site';
import { podcastFeedPath } from '@/lib/syndication/feed-paths';
import styles from '@/styles/Listing.module.css';

interface Props {
  series: PodcastSeriesDetail;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const slug = pageParam(params, 'series');
  if (slug === null) return { notFound: true };
  const series = await appServices().content.findPodcastSeries(slug);
  if (!series) return { notFound: true };
  return publicPageProps({ req, res }, { series });
};

export default function PodcastSeriesPage({ series }: Props) {
  return (
    <>
      <Head>
        <title>{`${series.title} | ${site.name}`}</title>
        <meta name="description" content={series.description} />
      </Head>
      <PageFeedLink title={`${series.title} (podcast)`} href={podcastFeedPath(series.slug)} />
      <header className={series.artwork ? `${styles.header} ${podcastStyles.withArtwork}` : styles.header}>
        {/* The page's one picture, beside its title: described by its own alt text (empty when the library has none). */}
        {series.artwork ? <SeriesArtwork artwork={series.artwork} sizes="(min-width: 40rem) 12rem, 8rem" className={podcastStyles.artworkLarge} priority /> : null}
        <div>
          <p className={podcastStyles.kicker}>
            <Link href="/podcasts">Podcasts</Link>
          </p>
          <h1>{series.title}</h1>
          <p className={styles.description}>{series.description}</p>
          {series.hostName ? <p className={podcastStyles.meta}>Hosted by {series.hostName}</p> : null}
          <p className={podcastStyles.meta}>
            Follow in your podcast app: <a href={podcastFeedPath(series.slug)}>podcast feed (RSS)</a>
          </p>
        </div>
      </header>
      <h2>Episodes</h2>
      <EpisodeList series={series} episodes={series.episodes} />
    </>
  );
}
