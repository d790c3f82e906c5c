import listHandler from '@/pages/api/desk/tv/index';
import itemHandler from '@/pages/api/desk/tv/[id]';
import { eq } from 'drizzle-orm';
import { findShowPage } from '@/lib/server/content/tv-show-service';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { tvShows } from '@/lib/server/db/schema/media';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { expectRefused } from '../../../helpers/api-call';
import { serveRoute } from '../../../helpers/route-server';
import { send, siteContentCallers } from '../../../helpers/staff-members';
import { storySeed } from '../../../helpers/story-seed';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let list: Server, item: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;
let articleId: number;
let imageId: number;

beforeAll(async () => {
  [list, item] = await Promise.all([serveRoute(listHandler), serveRoute(itemHandler)]);
  callers = await siteContentCallers();
  const db = await getDb();
  await insertArticles(db, [storySeed('tv-review', 1, { title: 'Review: Tidewater' })], await seedTaxonomy(db), new Date());
  articleId = (await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'tv-review')))[0]!.id;
  imageId = (await db.insert(images).values({ storageKey: 'tv0card1', format: 'jpeg', width: 1920, height: 1080, bytes: 90_000, widths: [320, 640, 960, 1280, 1920], alt: 'A misty harbour' }).returning({ id: images.id }))[0]!.id;
});
afterAll(() => Promise.all([list, item].map((s) => s.close())));

const showBody = (more: Record<string, unknown> = {}) => ({ title: 'Tidewater', slug: 'tidewater', synopsis: 'A slow-burn Otago crime series.', whereToWatch: 'TVNZ+', genre: 'Crime', year: 2026, imageId, articleIds: [articleId], ...more });
const showRow = async (slug: string) => (await (await getDb()).select().from(tvShows).where(eq(tvShows.slug, slug)))[0];

describe('desk TV shows', () => {
  it('lets an editor create a show with a media-library image and linked stories that its page shows', async () => {
    const created = await send('POST', list.url, showBody(), callers.editor.idToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ slug: 'tidewater', imageId, imageUrl: '/media/tv0card1/1280.jpg', articles: [{ id: articleId, title: 'Review: Tidewater' }] });
    const page = await findShowPage(await getDb(), 'tidewater');
    expect(page).toMatchObject({ show: expect.objectContaining({ title: 'Tidewater', imageUrl: '/media/tv0card1/1280.jpg', whereToWatch: 'TVNZ+' }) });
    expect(JSON.stringify(page)).toContain('Review: Tidewater');

    const edited = await send('PUT', `${item.url}?id=${created.json.data.id}`, showBody({ imageId: null, articleIds: [], year: 2025 }), callers.administrator.idToken);
    expect(edited.json.data).toMatchObject({ imageId: null, imageUrl: null, articles: [], year: 2025 });
  });

  it('keeps an image from before the media library unless it is removed', async () => {
    const created = await send('POST', list.url, showBody({ slug: 'older-image', imageId: null }), callers.editor.idToken);
    await (await getDb()).update(tvShows).set({ imageUrl: '/tv/older.jpg' }).where(eq(tvShows.slug, 'older-image'));
    const kept = await send('PUT', `${item.url}?id=${created.json.data.id}`, showBody({ slug: 'older-image', imageId: null, title: 'Renamed' }), callers.editor.idToken);
    expect(kept.json.data).toMatchObject({ title: 'Renamed', imageUrl: '/tv/older.jpg', imageId: null });
    const removed = await send('PUT', `${item.url}?id=${created.json.data.id}`, showBody({ slug: 'older-image', imageId: null, removeImage: true }), callers.editor.idToken);
    expect(removed.json.data.imageUrl).toBeNull();
  });

  it('refuses contributors, authors and readers (403) and changes nothing', async () => {
    await send('POST', list.url, showBody({ slug: 'guarded-show' }), callers.editor.idToken);
    const target = await showRow('guarded-show');
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('POST', list.url, showBody({ slug: 'nope-show' }), who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', `${item.url}?id=${target!.id}`, showBody({ slug: 'guarded-show', title: 'Renamed' }), who.idToken), 403, 'STAFF_ONLY');
    }
    expect(await showRow('nope-show')).toBeUndefined();
    expect((await showRow('guarded-show'))?.title).toBe('Tidewater');
  });

  it('answers 409 for a taken slug, 400 for bad input, 404 for an unknown show', async () => {
    await send('POST', list.url, showBody({ slug: 'taken-show' }), callers.editor.idToken);
    expectRefused(await send('POST', list.url, showBody({ slug: 'taken-show' }), callers.editor.idToken), 409, 'SLUG_TAKEN');
    for (const bad of [{ year: 1850 }, { genre: '' }, { imageId: 987654 }, { articleIds: [987654] }, { rating: 5 }]) {
      expectRefused(await send('POST', list.url, showBody({ slug: 'bad-show', ...bad }), callers.editor.idToken), 400, 'VALIDATION_FAILED');
    }
    expect(await showRow('bad-show')).toBeUndefined();
    expectRefused(await send('GET', `${item.url}?id=987654`, undefined, callers.editor.idToken), 404, 'NOT_FOUND');
  });
});
