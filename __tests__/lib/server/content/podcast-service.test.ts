import { getDb } from '@/lib/server/db/client';
import { authors } from '@/lib/server/db/schema/content';
import { podcastEpisodes, podcastSeries } from '@/lib/server/db/schema/media';
import { findPodcastEpisode, findPodcastSeries, listPodcastSeries } from '@/lib/server/content/podcast-service';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 18));

beforeAll(async () => {
  const db = await getDb();
  const [host] = await db.insert(authors).values({ slug: 'aroha-host', name: 'Aroha Host', bio: 'Hosts things.' }).returning({ id: authors.id });
  const [daily, weekly] = await db
    .insert(podcastSeries)
    .values([
      { slug: 'daily', title: 'Daily', description: 'Every weekday.', hostAuthorId: host?.id },
      { slug: 'weekly', title: 'Weekly', description: 'Every Friday.' },
      { slug: 'empty', title: 'Empty', description: 'Nothing yet.' },
    ])
    .returning({ id: podcastSeries.id });
  const episode = (seriesId: number, slug: string, published: Date) => ({
    uid: `ep-${slug}`,
    seriesId,
    slug,
    title: `Title ${slug}`,
    description: `About ${slug}`,
    audioFile: `${slug}.wav`,
    durationSeconds: 40,
    publishedAt: published,
  });
  await db.insert(podcastEpisodes).values([
    episode(daily!.id, 'daily-old', day(1)),
    episode(daily!.id, 'daily-new', day(3)),
    episode(daily!.id, 'daily-mid', day(2)),
    episode(weekly!.id, 'weekly-newest', day(10)),
  ]);
});

describe('listPodcastSeries', () => {
  it('lists every series with its episode count, the one with the newest episode first and empty series last', async () => {
    const series = await listPodcastSeries(await getDb());
    expect(series).toEqual([
      { slug: 'weekly', title: 'Weekly', description: 'Every Friday.', episodeCount: 1, artwork: null },
      { slug: 'daily', title: 'Daily', description: 'Every weekday.', episodeCount: 3, artwork: null },
      { slug: 'empty', title: 'Empty', description: 'Nothing yet.', episodeCount: 0, artwork: null },
    ]);
  });
});

describe('findPodcastSeries', () => {
  it('gives the series, its host and its episodes newest first', async () => {
    const series = await findPodcastSeries(await getDb(), 'daily');
    expect(series).toMatchObject({ slug: 'daily', title: 'Daily', hostName: 'Aroha Host' });
    expect(series?.episodes.map((e) => e.slug)).toEqual(['daily-new', 'daily-mid', 'daily-old']);
    expect(series?.episodes[0]).toEqual({
      uid: 'ep-daily-new',
      slug: 'daily-new',
      title: 'Title daily-new',
      description: 'About daily-new',
      audioFile: 'daily-new.wav',
      durationSeconds: 40,
      publishedAt: day(3).toISOString(),
    });
  });

  it('gives a series without a host or episodes', async () => {
    expect(await findPodcastSeries(await getDb(), 'empty')).toEqual({ slug: 'empty', title: 'Empty', description: 'Nothing yet.', hostName: null, artwork: null, episodes: [] });
  });

  it('is null for an unknown slug', async () => {
    expect(await findPodcastSeries(await getDb(), 'no-such-series')).toBeNull();
  });
});

describe('findPodcastEpisode', () => {
  it('gives the episode with its series', async () => {
    const found = await findPodcastEpisode(await getDb(), 'weekly', 'weekly-newest');
    expect(found?.series).toEqual({ slug: 'weekly', title: 'Weekly', hostName: null, artwork: null });
    expect(found?.episode).toMatchObject({ uid: 'ep-weekly-newest', title: 'Title weekly-newest', publishedAt: day(10).toISOString() });
  });

  it('is null when the episode belongs to another series, or either slug is unknown', async () => {
    const db = await getDb();
    expect(await findPodcastEpisode(db, 'daily', 'weekly-newest')).toBeNull();
    expect(await findPodcastEpisode(db, 'no-such-series', 'daily-new')).toBeNull();
    expect(await findPodcastEpisode(db, 'daily', 'no-such-episode')).toBeNull();
  });
});
