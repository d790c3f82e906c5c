import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { EpisodeMeta } from '@/components/podcast/EpisodeMeta';
import { PlayEpisodeButton } from '@/components/podcast/PlayEpisodeButton';
import podcastStyles from '@/components/podcast/Podcasts.module.css';
import { SeriesArtwork } from '@/components/podcast/SeriesArtwork';
import { seriesPath, toPlayerEpisode } from '@/lib/podcasts/player-episode';
import type { PodcastEpisodeDetail } from '@/lib/podcasts/podcast-types';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

type Props = PodcastEpisodeDetail;

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const series = pageParam(params, 'series');
  const episode = pageParam(params, 'episode');
  if (series === null || episode === null) return { notFound: true };
  const found = await appServices().content.findPodcastEpisode(series, episode);
  if (!found) return { notFound: true };
  return publicPageProps({ req, res }, found);
};

export default function PodcastEpisodePage({ series, episode }: Props) {
  return (
    <>
      <Head>
        <title>{`${episode.title} | ${series.title} | ${site.name}`}</title>
        <meta name="description" content={episode.description} />
      </Head>
      <header className={series.artwork ? `${styles.header} ${podcastStyles.withArtwork}` : styles.header}>
        {series.artwork ? (
          // The series link above the title goes to the same page, so the picture's link is hidden
          // from assistive technology and the tab order, and its alt is empty (decision 167).
          <Link href={seriesPath(series.slug)} tabIndex={-1} aria-hidden="true" className={podcastStyles.artworkSmall}>
            <SeriesArtwork artwork={series.artwork} alt="" sizes="5rem" priority />
          </Link>
        ) : null}
        <div>
          <p className={podcastStyles.kicker}>
            <Link href={seriesPath(series.slug)}>{series.title}</Link>
          </p>
          <h1>{episode.title}</h1>
          <EpisodeMeta episode={episode} />
        </div>
      </header>
      <p className={podcastStyles.description}>{episode.description}</p>
      {series.hostName ? <p className={podcastStyles.meta}>Hosted by {series.hostName}</p> : null}
      <PlayEpisodeButton episode={toPlayerEpisode(series, episode)} location="episode_page" />
    </>
  );
}
