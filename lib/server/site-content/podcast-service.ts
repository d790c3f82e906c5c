import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { DeskPodcastEpisode, DeskPodcastSeries, DeskPodcastSeriesSummary, PodcastEpisodeInput, PodcastSeriesInput } from '@/lib/schemas/desk-podcast';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { findShownImage } from '../images/image-store';
import { receivePodcastAudio } from './podcast-audio';
import {
  authorExists,
  findEpisodeIdBy,
  findEpisodeRow,
  findSeriesIdBySlug,
  findSeriesRow,
  insertEpisode,
  insertSeries,
  listSeriesRows,
  seriesEpisodes,
  updateEpisode,
  updateSeries,
} from './podcast-store';
import { assertSlugFree, requireSiteEditor, slugSafe, unknownReference } from './site-content-access';

type SeriesInput = z.output<typeof PodcastSeriesInput>;
type EpisodeInput = z.output<typeof PodcastEpisodeInput>;

export async function listDeskPodcastSeries(db: Db, uid: string): Promise<DeskPodcastSeriesSummary[]> {
  await requireSiteEditor(db, uid);
  return listSeriesRows(db);
}

async function seriesOrNotFound(db: Db, id: number): Promise<DeskPodcastSeries> {
  const row = await findSeriesRow(db, id);
  if (!row) throw notFound('That podcast series');
  const artwork = row.artworkImageId === null ? null : ((await findShownImage(db, row.artworkImageId)) ?? null);
  const { slug, title, description, hostAuthorId, artworkImageId } = row;
  return { id, slug, title, description, hostAuthorId, artworkImageId, artwork, episodes: await seriesEpisodes(db, id) };
}

export async function getDeskPodcastSeries(db: Db, uid: string, id: number): Promise<DeskPodcastSeries> {
  await requireSiteEditor(db, uid);
  return seriesOrNotFound(db, id);
}

async function checkSeries(db: Db, input: SeriesInput, ownId?: number): Promise<void> {
  assertSlugFree('podcast series', input.slug, await findSeriesIdBySlug(db, input.slug), ownId);
  if (input.hostAuthorId !== null && !(await authorExists(db, input.hostAuthorId))) throw unknownReference('hostAuthorId', `names no author (id ${input.hostAuthorId})`);
  if (input.artworkImageId !== null && !(await findShownImage(db, input.artworkImageId))) {
    throw unknownReference('artworkImageId', `names no picture in the media library (id ${input.artworkImageId})`);
  }
}

export async function createDeskPodcastSeries(db: Db, uid: string, input: SeriesInput): Promise<DeskPodcastSeries> {
  await requireSiteEditor(db, uid);
  await checkSeries(db, input);
  const id = await slugSafe('podcast series', input.slug, () => insertSeries(db, input));
  await announceContentChange();
  return seriesOrNotFound(db, id);
}

export async function updateDeskPodcastSeries(db: Db, uid: string, id: number, input: SeriesInput): Promise<DeskPodcastSeries> {
  await requireSiteEditor(db, uid);
  if (!(await findSeriesRow(db, id))) throw notFound('That podcast series');
  await checkSeries(db, input, id);
  await slugSafe('podcast series', input.slug, () => updateSeries(db, id, input));
  await announceContentChange();
  return seriesOrNotFound(db, id);
}

export async function getDeskPodcastEpisode(db: Db, uid: string, id: number): Promise<DeskPodcastEpisode> {
  await requireSiteEditor(db, uid);
  const episode = await findEpisodeRow(db, id);
  if (!episode) throw notFound('That episode');
  return episode;
}

const uidTaken = (value: string) =>
  new AppError('UID_TAKEN', 409, `Another episode already plays the hosted episode "${value}".`, { fields: [{ path: 'audio.uid', message: 'is already used by another episode' }] });

/**
 * The row's uid and audio file: a hosted episode plays by the uid it names (and has no file); an
 * uploaded one keeps the uid it has (a listener's resume position is kept by uid) or gets a new one.
 */
async function episodeFields(db: Db, input: EpisodeInput, existing?: DeskPodcastEpisode) {
  if (!(await findSeriesRow(db, input.seriesId))) throw unknownReference('seriesId', `names no podcast series (id ${input.seriesId})`);
  assertSlugFree('episode', input.slug, await findEpisodeIdBy(db, 'slug', input.slug), existing?.id);
  const { audio, publishedAt, ...rest } = input;
  if (audio.kind === 'hosted') {
    const uidHolder = await findEpisodeIdBy(db, 'uid', audio.uid);
    if (uidHolder !== undefined && uidHolder !== existing?.id) throw uidTaken(audio.uid);
    return { ...rest, publishedAt: new Date(publishedAt), uid: audio.uid, audioFile: '' };
  }
  const uid = existing && existing.audioFile ? existing.uid : `ep-${randomUUID()}`;
  return { ...rest, publishedAt: new Date(publishedAt), uid, audioFile: audio.audioFile };
}

export async function createDeskPodcastEpisode(db: Db, uid: string, input: EpisodeInput): Promise<DeskPodcastEpisode> {
  await requireSiteEditor(db, uid);
  const fields = await episodeFields(db, input);
  const id = await slugSafe('episode', input.slug, () => insertEpisode(db, fields));
  await announceContentChange();
  return (await findEpisodeRow(db, id))!;
}

export async function updateDeskPodcastEpisode(db: Db, uid: string, id: number, input: EpisodeInput): Promise<DeskPodcastEpisode> {
  await requireSiteEditor(db, uid);
  const existing = await findEpisodeRow(db, id);
  if (!existing) throw notFound('That episode');
  const fields = await episodeFields(db, input, existing);
  await slugSafe('episode', input.slug, () => updateEpisode(db, id, fields));
  await announceContentChange();
  return (await findEpisodeRow(db, id))!;
}

/** Stores an uploaded MP3, M4A or OGG file (checked by its bytes) and answers its name for an episode's `audio.audioFile`. */
export async function uploadPodcastAudio(db: Db, uid: string, req: IncomingMessage, dataDir: string, limit?: number): Promise<{ audioFile: string; bytes: number }> {
  await requireSiteEditor(db, uid).catch((error: unknown) => {
    // Refused before reading: drop the body so the client hears the 403.
    req.resume();
    throw error;
  });
  return receivePodcastAudio(req, dataDir, limit);
}
