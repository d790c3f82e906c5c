import { z } from 'zod';
import { text } from './text';

/** An episode uid as the player knows it (SPEC §2). */
const EpisodeUid = text().min(1, 'is required').max(200, 'is too long');

/** POST /api/tsom/podcast-positions/get. */
export const PodcastPositionGetBody = z.object({ episodeUid: EpisodeUid }).strict();
export type PodcastPositionGetBody = z.input<typeof PodcastPositionGetBody>;

/**
 * POST /api/tsom/podcast-positions/save: seconds into the episode (0 = start over, as after the
 * end) and when this device saved it (ms since 1970 by its clock), so the newest save wins.
 */
export const PodcastPositionSaveBody = z
  .object({
    episodeUid: EpisodeUid,
    positionSeconds: z.number().finite().min(0, 'must not be negative').max(86_400, 'is longer than any episode'),
    savedAt: z.number().int('must be a whole number of milliseconds').positive('must be positive').max(8_640_000_000_000_000, 'is too large'),
  })
  .strict();
export type PodcastPositionSaveBody = z.input<typeof PodcastPositionSaveBody>;

/** Where the member left an episode: position 0 and savedAt null when nothing is kept. */
export interface PodcastPosition {
  episodeUid: string;
  positionSeconds: number;
  savedAt: string | null;
}

/** A save answers what is kept now, and whether this save was it (false when a newer one was kept). */
export type PodcastPositionSaved = PodcastPosition & { saved: boolean };
