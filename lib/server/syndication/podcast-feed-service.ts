import { stat } from 'node:fs/promises';
import path from 'node:path';
import { site } from '@/lib/site';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { audioDir } from '../seed/audio';
import { parsePodcastCategory } from './apple-podcast-categories';
import { drawPodcastArtwork, feedArtworkPath, podcastArtworkSvg } from './podcast-artwork';
import { buildPodcastFeed, type PodcastFeedEpisode, type PodcastFeedSettings } from './podcast-feed-xml';
import { findPodcastFeedSeries, listPodcastFeedEpisodes, type PodcastFeedEpisodeRow } from './podcast-feed-store';

/** The most episodes a feed lists, newest first; older ones stay on the site. */
export const PODCAST_FEED_MAX_EPISODES = 1000;

/** What podcast apps are told each file is, by the extension the upload (or the seed) gave it. */
const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/x-m4a', ogg: 'audio/ogg', wav: 'audio/wav' };

export interface PodcastFeedDeps {
  db: Db;
  dataDir: string;
  settings: PodcastFeedSettings;
}

/** The feed's settings from the configuration: the owner, Apple's category, the explicit flag. */
export function podcastFeedSettings(config: Pick<Config, 'SITE_URL' | 'LEGAL_NAME' | 'MAIL_FROM' | 'PODCAST_OWNER_EMAIL' | 'PODCAST_CATEGORY' | 'PODCAST_EXPLICIT'>): PodcastFeedSettings {
  const mailFromAddress = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return {
    siteUrl: config.SITE_URL,
    ownerName: config.LEGAL_NAME ?? site.name,
    ownerEmail: config.PODCAST_OWNER_EMAIL ?? mailFromAddress,
    // Checked when the configuration was read, so it parses.
    category: parsePodcastCategory(config.PODCAST_CATEGORY) ?? { name: 'News' },
    explicit: config.PODCAST_EXPLICIT,
  };
}

/**
 * The enclosure of an episode: its file's size as it is on disk now (uploads are never rewritten in
 * place: a new upload is a new name) and its type. Null when the file is gone or of a kind we do
 * not serve: an enclosure with a wrong length is worse than no episode (decision 284).
 */
async function enclosureOf(dataDir: string, row: PodcastFeedEpisodeRow): Promise<PodcastFeedEpisode | null> {
  const file = path.basename(row.audioFile);
  const audioType = AUDIO_TYPES[path.extname(file).slice(1).toLowerCase()];
  if (!audioType) return null;
  try {
    const stats = await stat(path.join(audioDir(dataDir), file));
    if (!stats.isFile() || stats.size === 0) return null;
    return { ...row, audioPath: `/audio/${encodeURIComponent(file)}`, audioBytes: stats.size, audioType };
  } catch {
    return null;
  }
}

/**
 * The series' podcast RSS, or null for an unknown series; its artwork is the series' own picture
 * when apps would take it, else the drawn one (decision 313). Episodes played by a hosted player's uid
 * have no file of ours to enclose, and episodes dated in the future are not out yet: both are
 * left out (decision 284).
 */
export async function podcastFeedXml({ db, dataDir, settings }: PodcastFeedDeps, slug: string): Promise<string | null> {
  const series = await findPodcastFeedSeries(db, slug);
  if (!series) return null;
  const rows = await listPodcastFeedEpisodes(db, series.id, PODCAST_FEED_MAX_EPISODES);
  const episodes = (await Promise.all(rows.map((row) => enclosureOf(dataDir, row)))).filter((episode) => episode !== null);
  return buildPodcastFeed({ ...series, artworkPath: feedArtworkPath(series) }, episodes, settings);
}

/** The series' artwork as a PNG with the text it was drawn from (for its ETag), or null for an unknown series. */
export async function podcastArtworkPng(db: Db, slug: string): Promise<{ png: Buffer; source: string } | null> {
  const series = await findPodcastFeedSeries(db, slug);
  if (!series) return null;
  const source = podcastArtworkSvg(series);
  return { png: await drawPodcastArtwork(source), source };
}
