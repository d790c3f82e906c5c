import seriesListHandler from '@/pages/api/desk/podcasts/index';
import seriesHandler from '@/pages/api/desk/podcasts/[id]';
import episodesHandler from '@/pages/api/desk/podcasts/episodes/index';
import episodeHandler from '@/pages/api/desk/podcasts/episodes/[id]';
import audioHandler from '@/pages/api/desk/podcasts/audio';
import servedAudioHandler from '@/pages/api/media/audio/[file]';
import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { findPodcastEpisode } from '@/lib/server/content/podcast-service';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { podcastEpisodes, podcastSeries } from '@/lib/server/db/schema/media';
import { PODCAST_AUDIO_MAX_BYTES, receivePodcastAudio } from '@/lib/server/site-content/podcast-audio';
import { bearer, expectRefused } from '../../../helpers/api-call';
import { serveRoute } from '../../../helpers/route-server';
import { send, siteContentCallers } from '../../../helpers/staff-members';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let seriesList: Server, series: Server, episodes: Server, episode: Server, audio: Server, served: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;
let artworkId: number;

beforeAll(async () => {
  [seriesList, series, episodes, episode, audio] = await Promise.all([serveRoute(seriesListHandler), serveRoute(seriesHandler), serveRoute(episodesHandler), serveRoute(episodeHandler), serveRoute(audioHandler)]);
  // Next hands the /audio/:file rewrite's parameter over as req.query.
  served = await serveRoute((req, res) => servedAudioHandler(Object.assign(req, { query: { file: new URL(req.url ?? '/', 'http://x').searchParams.get('file') ?? '' } }), res));
  callers = await siteContentCallers();
  const [artwork] = await (await getDb())
    .insert(images)
    .values({ storageKey: 'p0dart00aa', format: 'jpeg', width: 1400, height: 1400, bytes: 80_000, widths: [320, 640, 960, 1280, 1400], alt: 'A kererū in headphones' })
    .returning({ id: images.id });
  artworkId = artwork!.id;
});
afterAll(() => Promise.all([seriesList, series, episodes, episode, audio, served].map((s) => s.close())));

const mp3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(4096, 0x55)]);
const upload = async (bytes: Buffer, token = callers.editor.idToken) => {
  const res = await fetch(audio.url, { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'audio/mpeg' }, body: new Uint8Array(bytes) });
  return { status: res.status, json: await res.json(), headers: res.headers };
};
const audioFiles = () => readdirSync(path.join(process.env.DATA_DIR!, 'audio'), { withFileTypes: true }).map((f) => f.name);
const seriesRow = async (slug: string) => (await (await getDb()).select().from(podcastSeries).where(eq(podcastSeries.slug, slug)))[0];
const episodeBody = (seriesId: number, more: Record<string, unknown> = {}) => ({
  seriesId,
  title: 'Kauri and the long game',
  slug: 'kauri-long-game',
  description: 'Why the giants matter.',
  publishedAt: '2026-11-20T18:00:00+13:00',
  durationSeconds: 1_800,
  audio: { kind: 'hosted', uid: 'hosted-ep-1' },
  ...more,
});

describe('desk podcasts', () => {
  it('lets an editor create a series and an episode with uploaded audio that readers can play', async () => {
    const created = await send('POST', seriesList.url, { title: 'The Forest Floor', slug: 'forest-floor', description: 'Ngahere stories.' }, callers.editor.idToken);
    expect(created.status).toBe(201);
    const uploaded = await upload(mp3);
    expect(uploaded.status).toBe(201);
    expect(uploaded.json.data).toEqual({ audioFile: expect.stringMatching(/^upload-[a-z0-9-]+\.mp3$/), bytes: mp3.length });
    const made = await send('POST', episodes.url, episodeBody(created.json.data.id, { audio: { kind: 'upload', audioFile: uploaded.json.data.audioFile } }), callers.editor.idToken);
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ slug: 'kauri-long-game', audioFile: uploaded.json.data.audioFile, uid: expect.stringMatching(/^ep-/), publishedAt: '2026-11-20T05:00:00.000Z' });

    const reader = await findPodcastEpisode(await getDb(), 'forest-floor', 'kauri-long-game');
    expect(reader).toBeTruthy();
    const file = await fetch(`${served.url}/?file=${uploaded.json.data.audioFile}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(mp3)).toBe(true);

    // Switching to the hosted player keeps everything else and plays by the uid given.
    const hosted = await send('PUT', `${episode.url}?id=${made.json.data.id}`, episodeBody(created.json.data.id), callers.administrator.idToken);
    expect(hosted.json.data).toMatchObject({ uid: 'hosted-ep-1', audioFile: '' });
    const read = await send('GET', `${series.url}?id=${created.json.data.id}`, undefined, callers.editor.idToken);
    expect(read.json.data.episodes).toHaveLength(1);
  });

  it('lets an editor give a series artwork from the media library, and take it away', async () => {
    const created = await send('POST', seriesList.url, { title: 'Kererū Hour', slug: 'kereru-hour', artworkImageId: artworkId }, callers.editor.idToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ artworkImageId: artworkId, artwork: { storageKey: 'p0dart00aa', width: 1400, height: 1400, alt: 'A kererū in headphones' } });
    expect((await send('GET', `${series.url}?id=${created.json.data.id}`, undefined, callers.editor.idToken)).json.data.artworkImageId).toBe(artworkId);

    const cleared = await send('PUT', `${series.url}?id=${created.json.data.id}`, { title: 'Kererū Hour', slug: 'kereru-hour', artworkImageId: null }, callers.administrator.idToken);
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).toMatchObject({ artworkImageId: null, artwork: null });
    expect((await seriesRow('kereru-hour'))?.artworkImageId).toBeNull();

    // A picture the library does not have is refused on its field, and the series keeps what it had.
    const ghost = await send('PUT', `${series.url}?id=${created.json.data.id}`, { title: 'Kererū Hour', slug: 'kereru-hour', artworkImageId: 987654 }, callers.editor.idToken);
    expectRefused(ghost, 400, 'VALIDATION_FAILED');
    expect(ghost.json.error.details.fields[0].path).toBe('artworkImageId');
    expect((await seriesRow('kereru-hour'))?.artworkImageId).toBeNull();
  });

  it('refuses audio that is not MP3, M4A or OGG by its bytes (415) and audio over the limit (413), keeping no file', async () => {
    const before = audioFiles().length;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048)]);
    expectRefused(await upload(png), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectRefused(await upload(Buffer.alloc(0)), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(audioFiles().filter((f) => !f.endsWith('.part'))).toHaveLength(before);
    const ogg = await upload(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(100)]));
    expect(ogg.json.data.audioFile).toMatch(/\.ogg$/);
    const m4a = await upload(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(100)]));
    expect(m4a.json.data.audioFile).toMatch(/\.m4a$/);
    // Past the limit while streaming (the route's limit is PODCAST_AUDIO_MAX_BYTES; a small one here).
    const stream = Object.assign(Readable.from([mp3, mp3, mp3]), { headers: {} }) as unknown as IncomingMessage;
    await expect(receivePodcastAudio(stream, process.env.DATA_DIR!, mp3.length * 2)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    // And a declared size over the route's limit is refused before anything is read.
    const declared = Object.assign(Readable.from([mp3]), { headers: { 'content-length': String(PODCAST_AUDIO_MAX_BYTES + 1) } }) as unknown as IncomingMessage;
    await expect(receivePodcastAudio(declared, process.env.DATA_DIR!)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(audioFiles().length).toBe(before + 2);
    expect(audioFiles().every((f) => !f.endsWith('.part'))).toBe(true);
  });

  it('refuses contributors, authors and readers (403) and changes nothing', async () => {
    const target = await send('POST', seriesList.url, { title: 'Guarded', slug: 'guarded-pod', artworkImageId: artworkId }, callers.editor.idToken);
    const before = audioFiles().length;
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('POST', seriesList.url, { title: 'Nope', slug: 'nope-pod' }, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', `${series.url}?id=${target.json.data.id}`, { title: 'Renamed', slug: 'guarded-pod' }, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('POST', seriesList.url, { title: 'Nope', slug: 'nope-pod', artworkImageId: artworkId }, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('POST', episodes.url, episodeBody(target.json.data.id, { slug: 'nope-ep', audio: { kind: 'hosted', uid: 'nope-uid' } }), who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await upload(mp3, who.idToken), 403, 'STAFF_ONLY');
    }
    expect(audioFiles().length).toBe(before);
    expect(await seriesRow('nope-pod')).toBeUndefined();
    expect(await seriesRow('guarded-pod')).toMatchObject({ title: 'Guarded', artworkImageId: artworkId });
    expect(await (await getDb()).select().from(podcastEpisodes).where(eq(podcastEpisodes.slug, 'nope-ep'))).toEqual([]);
  });

  it('answers 409 for a taken series slug, episode slug or hosted uid; 400 for bad input; 404 for unknown ids', async () => {
    const a = await send('POST', seriesList.url, { title: 'Clash', slug: 'clash-pod' }, callers.editor.idToken);
    expectRefused(await send('POST', seriesList.url, { title: 'Clash 2', slug: 'clash-pod' }, callers.editor.idToken), 409, 'SLUG_TAKEN');
    await send('POST', episodes.url, episodeBody(a.json.data.id, { slug: 'clash-ep', audio: { kind: 'hosted', uid: 'clash-uid' } }), callers.editor.idToken);
    expectRefused(await send('POST', episodes.url, episodeBody(a.json.data.id, { slug: 'clash-ep', audio: { kind: 'hosted', uid: 'other-uid' } }), callers.editor.idToken), 409, 'SLUG_TAKEN');
    expectRefused(await send('POST', episodes.url, episodeBody(a.json.data.id, { slug: 'clash-ep-2', audio: { kind: 'hosted', uid: 'clash-uid' } }), callers.editor.idToken), 409, 'UID_TAKEN');
    for (const bad of [
      { durationSeconds: 0 },
      { publishedAt: 'next tuesday' },
      { audio: { kind: 'upload', audioFile: '../../etc/passwd' } },
      { audio: { kind: 'upload', uid: 'x' } },
      { seriesId: 987654 },
    ]) {
      expectRefused(await send('POST', episodes.url, episodeBody(a.json.data.id, { slug: 'bad-ep', ...bad }), callers.editor.idToken), 400, 'VALIDATION_FAILED');
    }
    expectRefused(await send('POST', seriesList.url, { title: 'Hosted by nobody', slug: 'nobody-pod', hostAuthorId: 987654 }, callers.editor.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await send('GET', `${series.url}?id=987654`, undefined, callers.editor.idToken), 404, 'NOT_FOUND');
    expectRefused(await send('PUT', `${episode.url}?id=987654`, episodeBody(a.json.data.id, { slug: 'ghost-ep' }), callers.editor.idToken), 404, 'NOT_FOUND');
  });
});
