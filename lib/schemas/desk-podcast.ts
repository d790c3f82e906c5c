import { z } from 'zod';
import type { ShownImage } from '@/lib/images/image-variants';
import { text } from './text';
import { optionalParagraphs, requiredLine, RowId, SiteSlug } from './site-content';

export const PodcastSeriesInput = z
  .object({
    title: requiredLine(120),
    slug: SiteSlug,
    description: optionalParagraphs(2000),
    hostAuthorId: RowId.nullable().default(null),
    /** A media-library picture, square for podcast apps (decision 313); null for none. */
    artworkImageId: RowId.nullable().default(null),
  })
  .strict();
export type PodcastSeriesInput = z.input<typeof PodcastSeriesInput>;

/** A file POST /api/desk/podcasts/audio stored (or a seeded one): served at /audio/{file}. */
export const AUDIO_FILE_PATTERN = /^[a-z0-9-]+\.(mp3|m4a|ogg|wav)$/;

/** Where an episode's sound comes from: a file uploaded to the site, or the hosted player's episode uid (SPEC §2). */
export const EpisodeAudioSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upload'), audioFile: text().regex(AUDIO_FILE_PATTERN, 'must be a file the audio upload answered') }).strict(),
  z.object({ kind: z.literal('hosted'), uid: text().trim().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be the hosted player’s episode id (letters, digits, - and _)') }).strict(),
]);

export const PodcastEpisodeInput = z
  .object({
    seriesId: RowId,
    title: requiredLine(200),
    slug: SiteSlug,
    description: optionalParagraphs(4000),
    publishedAt: z.iso.datetime({ offset: true, message: 'must be a date and time' }),
    durationSeconds: z.number().int('must be whole seconds').min(1, 'must be at least 1 second').max(86_400, 'must be at most 24 hours'),
    audio: EpisodeAudioSource,
  })
  .strict();
export type PodcastEpisodeInput = z.input<typeof PodcastEpisodeInput>;

export interface DeskPodcastSeriesSummary {
  id: number;
  slug: string;
  title: string;
  episodeCount: number;
}

export interface DeskPodcastEpisode {
  id: number;
  seriesId: number;
  uid: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
  durationSeconds: number;
  /** '' for an episode played by the hosted player. */
  audioFile: string;
}

export interface DeskPodcastSeries {
  id: number;
  slug: string;
  title: string;
  description: string;
  hostAuthorId: number | null;
  artworkImageId: number | null;
  /** The picture as the series page shows it, for the form's preview. */
  artwork: ShownImage | null;
  episodes: DeskPodcastEpisode[];
}
