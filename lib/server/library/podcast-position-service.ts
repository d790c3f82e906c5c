import type { PodcastPosition, PodcastPositionGetBody, PodcastPositionSaveBody, PodcastPositionSaved } from '@/lib/schemas/podcast-positions';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { ensureMemberRow, libraryOwner } from './library-member';
import { findEpisode, findPosition, saveNewerPosition } from './podcast-position-store';

export interface PodcastPositionDeps {
  db: Db;
  now: () => Date;
}

/** A device clock this far ahead of the server's is wrong: its saves count as made now. */
const CLOCK_SKEW_MS = 5 * 60_000;

async function episodeOf(db: Db, episodeUid: string) {
  const episode = await findEpisode(db, episodeUid);
  if (!episode) throw notFound('That episode');
  return episode;
}

/** Where the member left the episode, for any device they sign in on (decision 295). */
export async function getPodcastPosition({ db }: PodcastPositionDeps, caller: Caller, { episodeUid }: PodcastPositionGetBody): Promise<PodcastPosition> {
  const { uid } = libraryOwner(caller);
  const episode = await episodeOf(db, episodeUid);
  const kept = await findPosition(db, uid, episode.id);
  return { episodeUid, positionSeconds: kept?.positionSeconds ?? 0, savedAt: kept?.savedAt.toISOString() ?? null };
}

/**
 * Saves where the member is in an episode; the newest save by its device's clock wins, so a
 * device that was offline or asleep cannot put an older place over a newer one.
 */
export async function savePodcastPosition({ db, now }: PodcastPositionDeps, caller: Caller, body: PodcastPositionSaveBody): Promise<PodcastPositionSaved> {
  const { uid } = libraryOwner(caller);
  const episode = await episodeOf(db, body.episodeUid);
  // The browser's media element may know the file to be a second or two longer than the listing says.
  if (body.positionSeconds > episode.durationSeconds + 60) {
    throw new AppError('POSITION_PAST_END', 400, `That episode is only ${episode.durationSeconds} seconds long.`);
  }
  const positionSeconds = Math.min(Math.floor(body.positionSeconds), episode.durationSeconds);
  const savedAt = new Date(Math.min(body.savedAt, now().getTime() + CLOCK_SKEW_MS));
  await ensureMemberRow(db, caller);
  const saved = await saveNewerPosition(db, { memberUid: uid, episodeId: episode.id, positionSeconds, savedAt });
  const kept = await findPosition(db, uid, episode.id);
  return { episodeUid: body.episodeUid, positionSeconds: kept?.positionSeconds ?? positionSeconds, savedAt: (kept?.savedAt ?? savedAt).toISOString(), saved };
}
