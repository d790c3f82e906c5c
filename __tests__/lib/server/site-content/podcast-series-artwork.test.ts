import { eq } from 'drizzle-orm';
import { PodcastSeriesInput } from '@/lib/schemas/desk-podcast';
import { findPodcastEpisode, findPodcastSeries, listPodcastSeries } from '@/lib/server/content/podcast-service';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { members } from '@/lib/server/db/schema/members';
import { podcastEpisodes, podcastSeries } from '@/lib/server/db/schema/media';
import { createDeskPodcastSeries, getDeskPodcastSeries, updateDeskPodcastSeries } from '@/lib/server/site-content/podcast-service';

const EDITOR = 'podcast-artwork-editor';
const square = { storageKey: 'sq4re0000aa', format: 'jpeg', width: 1400, height: 1400, bytes: 90_000, widths: [320, 640, 960, 1280, 1400], alt: 'A tūī on a microphone' };
const shown = { storageKey: 'sq4re0000aa', width: 1400, height: 1400, widths: [320, 640, 960, 1280, 1400], alt: 'A tūī on a microphone', caption: '', credit: '' };
let artworkId: number;

beforeAll(async () => {
  const db = await getDb();
  await db.insert(members).values({ uid: EDITOR, email: 'artwork-editor@example.com', name: 'Ana Editor', type: 'editor' });
  const [row] = await db.insert(images).values(square).returning({ id: images.id });
  artworkId = row!.id;
});

const input = (more: Record<string, unknown> = {}) => PodcastSeriesInput.parse({ title: 'Tūī Talk', slug: 'tui-talk', description: 'Birdsong and news.', ...more });
const seriesRow = async (slug: string) => (await (await getDb()).select().from(podcastSeries).where(eq(podcastSeries.slug, slug)))[0];

describe('a podcast series’ artwork', () => {
  it('is saved from the media library, shown to readers on every podcast page, and taken away again', async () => {
    const db = await getDb();
    const created = await createDeskPodcastSeries(db, EDITOR, input({ artworkImageId: artworkId }));
    expect(created).toMatchObject({ slug: 'tui-talk', artworkImageId: artworkId, artwork: shown });
    expect(await getDeskPodcastSeries(db, EDITOR, created.id)).toMatchObject({ artworkImageId: artworkId, artwork: shown });

    await db.insert(podcastEpisodes).values({ uid: 'ep-tui-1', seriesId: created.id, slug: 'tui-1', title: 'First song', description: 'Dawn chorus.', audioFile: 'tui-1.mp3', durationSeconds: 60, publishedAt: new Date() });
    expect((await listPodcastSeries(db)).find((s) => s.slug === 'tui-talk')?.artwork).toEqual(shown);
    expect((await findPodcastSeries(db, 'tui-talk'))?.artwork).toEqual(shown);
    expect((await findPodcastEpisode(db, 'tui-talk', 'tui-1'))?.series.artwork).toEqual(shown);

    const cleared = await updateDeskPodcastSeries(db, EDITOR, created.id, input({ artworkImageId: null }));
    expect(cleared).toMatchObject({ artworkImageId: null, artwork: null });
    expect((await findPodcastSeries(db, 'tui-talk'))?.artwork).toBeNull();
    expect((await listPodcastSeries(db)).find((s) => s.slug === 'tui-talk')?.artwork).toBeNull();
  });

  it('refuses an id that names no picture (400 on artworkImageId) and changes nothing', async () => {
    const db = await getDb();
    const refusal = { status: 400, code: 'VALIDATION_FAILED', details: { fields: [{ path: 'artworkImageId', message: expect.stringContaining('no picture') }] } };
    await expect(createDeskPodcastSeries(db, EDITOR, input({ slug: 'ghost-art', artworkImageId: 987_654 }))).rejects.toMatchObject(refusal);
    expect(await seriesRow('ghost-art')).toBeUndefined();

    const kept = await createDeskPodcastSeries(db, EDITOR, input({ slug: 'kept-art', artworkImageId: artworkId }));
    await expect(updateDeskPodcastSeries(db, EDITOR, kept.id, input({ slug: 'kept-art', title: 'Renamed', artworkImageId: 987_654 }))).rejects.toMatchObject(refusal);
    expect(await seriesRow('kept-art')).toMatchObject({ title: 'Tūī Talk', artworkImageId: artworkId });
  });

  it('is let go when its picture leaves the library: the series stays, without artwork', async () => {
    const db = await getDb();
    const [other] = await db.insert(images).values({ ...square, storageKey: 'g0ne0000bb' }).returning({ id: images.id });
    const series = await createDeskPodcastSeries(db, EDITOR, input({ slug: 'fading-art', artworkImageId: other!.id }));
    await db.delete(images).where(eq(images.id, other!.id));
    expect(await getDeskPodcastSeries(db, EDITOR, series.id)).toMatchObject({ slug: 'fading-art', artworkImageId: null, artwork: null });
  });
});
