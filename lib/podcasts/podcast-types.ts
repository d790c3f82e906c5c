import type { ShownImage } from '@/lib/images/image-variants';

/** A series on the podcasts page; pages pass nothing more to the browser. */
export interface PodcastSeriesCard {
  slug: string;
  title: string;
  description: string;
  episodeCount: number;
  /** The series' square artwork from the media library; null when it has none (decision 313). */
  artwork: ShownImage | null;
}

/** One episode as a list or episode page shows it (publishedAt is ISO text, so props serialise). */
export interface PodcastEpisodeItem {
  /** The id a hosted player embeds the episode by (SPEC §2). */
  uid: string;
  slug: string;
  title: string;
  description: string;
  /** File name under DATA_DIR/audio, served at /audio/{file}. */
  audioFile: string;
  durationSeconds: number;
  publishedAt: string;
}

export interface PodcastSeriesHeading {
  slug: string;
  title: string;
  description: string;
  /** The host's byline name; null when the series has no host. */
  hostName: string | null;
  /** The series' square artwork from the media library; null when it has none (decision 313). */
  artwork: ShownImage | null;
}

export interface PodcastSeriesDetail extends PodcastSeriesHeading {
  /** Newest first. */
  episodes: PodcastEpisodeItem[];
}

export interface PodcastEpisodeDetail {
  /** The series' description belongs to the series page. */
  series: Omit<PodcastSeriesHeading, 'description'>;
  episode: PodcastEpisodeItem;
}
