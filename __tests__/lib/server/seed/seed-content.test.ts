import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, countDistinct, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { articleCategories, articles, authors, categories, collections, tags } from '@/lib/server/db/schema/content';
import { podcastEpisodes, podcastSeries, quizzes, tvShowArticles, tvShows } from '@/lib/server/db/schema/media';
import { newsletters } from '@/lib/server/db/schema/newsletters';
import { audioDir } from '@/lib/server/seed/audio';
import { seedGeneratedArticles } from '@/lib/server/seed/generate-articles';
import { isContentEmpty, publicationTime, seedContent } from '@/lib/server/seed/seed-content';

const now = new Date('2026-11-22T00:00:00Z');

async function counts() {
  const db = await getDb();
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    articles: await n(articles),
    authors: await n(authors),
    categories: await n(categories),
    tags: await n(tags),
    collections: await n(collections),
    series: await n(podcastSeries),
    episodes: await n(podcastEpisodes),
    quizzes: await n(quizzes),
    shows: await n(tvShows),
    newsletters: await n(newsletters),
  };
}

describe('seedContent', () => {
  let first: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    const db = await getDb();
    expect(await isContentEmpty(db)).toBe(true);
    await seedContent(db, { dataDir: getConfig().DATA_DIR, now });
    first = await counts();
  });

  it('writes the sample content the issue asks for', async () => {
    expect(first.articles).toBeGreaterThanOrEqual(60);
    expect(first).toMatchObject({ authors: 10, categories: 8, collections: 5, series: 4, quizzes: 3, shows: 20, newsletters: 4 });
    const db = await getDb();
    const [spread] = await db.select({ n: countDistinct(articleCategories.categoryId) }).from(articleCategories).where(eq(articleCategories.position, 0));
    expect(spread?.n).toBe(8);
    expect(await isContentEmpty(db)).toBe(false);
  });

  it('gives every article a real-length body and a primary category', async () => {
    const db = await getDb();
    const rows = await db.select({ id: articles.id, body: articles.bodyHtml }).from(articles);
    for (const row of rows) expect(row.body.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length).toBeGreaterThan(300);
    const [primaries] = await db.select({ n: count() }).from(articleCategories).where(eq(articleCategories.position, 0));
    expect(primaries?.n).toBe(rows.length);
  });

  it('links TV shows to the articles about them', async () => {
    const db = await getDb();
    const [links] = await db.select({ n: count() }).from(tvShowArticles);
    expect(links?.n).toBeGreaterThanOrEqual(4);
  });

  it('gives every TV show an image that the site serves from public/', async () => {
    const db = await getDb();
    const shows = await db.select({ imageUrl: tvShows.imageUrl }).from(tvShows);
    for (const { imageUrl } of shows) {
      expect(imageUrl).toMatch(/^\/tv\/[a-z0-9-]+\.svg$/);
      expect(readFileSync(path.join(process.cwd(), 'public', imageUrl!), 'utf8')).toMatch(/^<svg [^>]*width="640" height="360"/);
    }
  });

  it('writes a playable WAV file for every episode', async () => {
    const db = await getDb();
    const episodes = await db.select({ file: podcastEpisodes.audioFile, seconds: podcastEpisodes.durationSeconds }).from(podcastEpisodes);
    expect(episodes.length).toBeGreaterThanOrEqual(16);
    for (const episode of episodes) {
      const wav = readFileSync(path.join(audioDir(getConfig().DATA_DIR), episode.file));
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      const sampleRate = wav.readUInt32LE(24);
      expect(Math.round(wav.readUInt32LE(40) / sampleRate)).toBe(episode.seconds);
    }
  });

  it('adds and changes nothing when run again', async () => {
    const db = await getDb();
    const report = await seedContent(db, { dataDir: getConfig().DATA_DIR, now: new Date('2027-01-01T00:00:00Z') });
    expect(report.articlesAdded).toBe(0);
    expect(await counts()).toEqual(first);
  });

  it('adds generated articles for benchmarks, once', async () => {
    const db = await getDb();
    expect(await seedGeneratedArticles(db, 1_200, { now })).toBe(1_200);
    expect(await seedGeneratedArticles(db, 1_200, { now })).toBe(0);
    expect((await counts()).articles).toBe((first.articles ?? 0) + 1_200);
  });
});

describe('publicationTime', () => {
  it('is the given hour in New Zealand, days before now', () => {
    // 22 Nov 2026 00:00 UTC is 1pm on 22 Nov in Auckland; two days back at 9am NZDT is 20:00 UTC on the 19th.
    expect(publicationTime(now, 2, 9).toISOString()).toBe('2026-11-19T20:00:00.000Z');
  });

  it('never lies in the future', () => {
    expect(publicationTime(now, 0, 23).getTime()).toBeLessThan(now.getTime());
  });
});
