import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { PodcastPlayerProvider } from '@/context/PodcastPlayerProvider';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { podcastEpisodes, podcastSeries } from '@/lib/server/db/schema/media';
import { audioDir } from '@/lib/server/seed/audio';
import { podcastArtworkPng } from '@/lib/server/syndication/podcast-feed-service';
import { getServerSideProps as feedPage } from '@/pages/podcasts/[series]/feed.xml';
import SeriesPage, { getServerSideProps as seriesPage } from '@/pages/podcasts/[series]/index';
import { callPage } from '../../../helpers/page-call';

jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) }));
// The episode list's play buttons report plays; nothing here plays.
jest.mock('@/hooks/useAnalytics', () => ({ useAnalytics: () => ({ track: jest.fn() }) }));

type Itunes = { itunes: Record<string, unknown> };
const parser = new Parser<Itunes, Itunes>();
const DAY = 86_400_000;
const AUDIO_BYTES = 4321;

beforeAll(async () => {
  const db = await getDb();
  const dir = audioDir(getConfig().DATA_DIR);
  mkdirSync(dir, { recursive: true });
  for (const file of ['feed-test-1.mp3', 'feed-test-2.m4a', 'feed-test-future.mp3']) writeFileSync(path.join(dir, file), Buffer.alloc(AUDIO_BYTES, 1));
  const [series] = await db.insert(podcastSeries).values({ slug: 'feed-test', title: 'The Feed Test', description: 'A show & its <tests>.' }).returning({ id: podcastSeries.id });
  const episode = (n: string, audioFile: string, daysAgo: number) => ({
    uid: `feed-test-${n}`,
    seriesId: series!.id,
    slug: `feed-test-${n}`,
    title: `Episode ${n}`,
    description: `About ${n}.`,
    audioFile,
    durationSeconds: 1800,
    publishedAt: new Date(Date.now() - daysAgo * DAY),
  });
  await db.insert(podcastEpisodes).values([
    episode('1', 'feed-test-1.mp3', 10),
    episode('2', 'feed-test-2.m4a', 3),
    // Played by a hosted player (no file of ours), a file that is gone, and one not out yet: none is in the feed.
    episode('hosted', '', 2),
    episode('gone', 'feed-test-gone.mp3', 1),
    episode('future', 'feed-test-future.mp3', -2),
  ]);
});

async function feed(series = 'feed-test') {
  const answer = await callPage(feedPage, { params: { series } });
  expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return { xml: answer.body!, parsed: await parser.parseString(answer.body!) };
}

describe('GET /podcasts/{series}/feed.xml', () => {
  it('has the channel tags Apple Podcasts and Spotify ask for', async () => {
    const { xml, parsed } = await feed();
    expect(parsed.title).toBe('The Feed Test');
    expect(parsed.description).toBe('A show & its <tests>.');
    expect(parsed.link).toMatch(/\/podcasts\/feed-test$/);
    expect(parsed.itunes.image).toMatch(/\/podcasts\/feed-test\/artwork\.png\?v=/);
    expect(parsed.itunes.explicit).toBe('false');
    expect(parsed.itunes.categories).toEqual(['News']);
    expect(parsed.itunes.owner).toMatchObject({ email: expect.stringContaining('@') });
    expect(xml).toContain('<language>en-NZ</language>');
    expect(xml).toContain('<itunes:type>episodic</itunes:type>');
  });

  it('lists the episodes with a file of ours that are out, newest first, with enclosure, GUID, number and duration', async () => {
    const { parsed } = await feed();
    expect(parsed.items.map((item) => item.title)).toEqual(['Episode 2', 'Episode 1']);
    const [second, first] = parsed.items;
    expect(second!.enclosure).toEqual({ url: expect.stringMatching(/\/audio\/feed-test-2\.m4a$/), length: String(AUDIO_BYTES), type: 'audio/x-m4a' });
    expect(first!.enclosure?.type).toBe('audio/mpeg');
    expect(first!.itunes.episode).toBe('1');
    expect(second!.itunes.episode).toBe('2');
    expect(first!.itunes.duration).toBe('1800');
    expect(first!.guid).toMatch(/^podcast-episode-\d+@/);
  });

  it('keeps an episode’s GUID when its title and slug change', async () => {
    const before = (await feed()).parsed.items.find((item) => item.title === 'Episode 1')!.guid;
    await (await getDb()).update(podcastEpisodes).set({ title: 'Episode 1, renamed', slug: 'feed-test-1-renamed' }).where(eq(podcastEpisodes.uid, 'feed-test-1'));
    expect((await feed()).parsed.items.find((item) => item.title === 'Episode 1, renamed')!.guid).toBe(before);
  });

  it('names the series’ own artwork, its widest JPEG as an absolute URL, in itunes:image and the channel image', async () => {
    const db = await getDb();
    const [art] = await db
      .insert(images)
      .values({ storageKey: 'f33dart0aa', format: 'png', width: 1500, height: 1500, bytes: 90_000, widths: [320, 640, 960, 1280, 1500], alt: 'A wave in a speaker' })
      .returning({ id: images.id });
    await db.insert(podcastSeries).values({ slug: 'feed-art', title: 'Feed Art', description: 'Has its own artwork.', artworkImageId: art!.id });
    const { parsed } = await feed('feed-art');
    const url = new URL('/media/f33dart0aa/1500.jpg', getConfig().SITE_URL).href;
    expect(parsed.itunes.image).toBe(url);
    expect(parsed.image?.url).toBe(url);
  });

  it('keeps the drawn artwork when the series’ picture is one Apple would refuse (not square, or under 1,400 px)', async () => {
    const db = await getDb();
    const [wide, small] = await db
      .insert(images)
      .values([
        { storageKey: 'w1deart0aa', format: 'jpeg', width: 1920, height: 1080, bytes: 90_000, widths: [320, 640, 960, 1280, 1920] },
        { storageKey: 'sm4llart0a', format: 'jpeg', width: 1000, height: 1000, bytes: 50_000, widths: [320, 640, 960, 1000] },
      ])
      .returning({ id: images.id });
    await db.insert(podcastSeries).values([
      { slug: 'feed-wide', title: 'Feed Wide', description: '16:9 artwork.', artworkImageId: wide!.id },
      { slug: 'feed-small', title: 'Feed Small', description: 'Small artwork.', artworkImageId: small!.id },
    ]);
    expect((await feed('feed-wide')).parsed.itunes.image).toMatch(/\/podcasts\/feed-wide\/artwork\.png\?v=/);
    expect((await feed('feed-small')).parsed.itunes.image).toMatch(/\/podcasts\/feed-small\/artwork\.png\?v=/);
  });

  it('answers 404 for an unknown series', async () => {
    expect((await callPage(feedPage, { params: { series: 'no-such-show' } })).result).toEqual({ notFound: true });
  });
});

describe('the series page and its artwork', () => {
  it('links the feed in its head and on the page', async () => {
    const { result } = await callPage(seriesPage, { params: { series: 'feed-test' } });
    const doc = new JSDOM(renderToStaticMarkup(
        <PodcastPlayerProvider>
          <SeriesPage {...(result as { props: Parameters<typeof SeriesPage>[0] }).props} />
        </PodcastPlayerProvider>,
      )).window.document;
    expect(doc.querySelector('link[rel="alternate"][href="/podcasts/feed-test/feed.xml"]')).toHaveAttribute('type', 'application/rss+xml');
    expect(doc.querySelector('a[href="/podcasts/feed-test/feed.xml"]')).not.toBeNull();
  });

  it('draws square PNG artwork in the size Apple asks for', async () => {
    // The route (pages/podcasts/[series]/artwork.png.ts) only sends this; Jest maps *.png imports to a stub.
    const artwork = await podcastArtworkPng(await getDb(), 'feed-test');
    const meta = await sharp(artwork!.png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1400, height: 1400 });
    expect(await podcastArtworkPng(await getDb(), 'no-such-show')).toBeNull();
  });
});
