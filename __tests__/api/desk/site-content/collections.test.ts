import listHandler from '@/pages/api/desk/collections/index';
import itemHandler from '@/pages/api/desk/collections/[id]';
import homeHandler from '@/pages/api/desk/collections/home';
import storiesHandler from '@/pages/api/desk/collections/stories';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles, collections } from '@/lib/server/db/schema/content';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { expectRefused } from '../../../helpers/api-call';
import type { EmailUser } from '../../../helpers/firebase-emulator';
import { serveRoute } from '../../../helpers/route-server';
import { send, siteContentCallers } from '../../../helpers/staff-members';
import { storySeed } from '../../../helpers/story-seed';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let list: Server, item: Server, home: Server, stories: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [list, item, home, stories] = await Promise.all([serveRoute(listHandler), serveRoute(itemHandler), serveRoute(homeHandler), serveRoute(storiesHandler)]);
  callers = await siteContentCallers();
  const db = await getDb();
  await insertArticles(db, [storySeed('kauri-dieback', 1, { title: 'Kauri dieback reaches Waitākere' }), storySeed('kauri-seedlings', 2, { title: 'Kauri seedlings planted' }), storySeed('budget-day', 3, { title: 'Budget day explained' })], await seedTaxonomy(db), new Date());
  for (const row of await db.select({ id: articles.id, slug: articles.slug }).from(articles)) ids[row.slug] = row.id;
});
afterAll(() => Promise.all([list, item, home, stories].map((s) => s.close())));

const create = (body: unknown, who: EmailUser = callers.editor) => send('POST', list.url, body, who.idToken);
const collectionRow = async (slug: string) => (await (await getDb()).select().from(collections).where(eq(collections.slug, slug)))[0];

describe('desk collections', () => {
  it('lets an editor create a collection with its stories in order, then edit and reorder it', async () => {
    const created = await create({ title: 'Kauri', slug: 'kauri', description: 'Saving the giants.', articleIds: [ids['kauri-seedlings'], ids['kauri-dieback']] });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ title: 'Kauri', slug: 'kauri', homePosition: null });
    expect(created.json.data.stories.map((s: { title: string }) => s.title)).toEqual(['Kauri seedlings planted', 'Kauri dieback reaches Waitākere']);
    expect(created.json.data.stories[0].path).toMatch(/^\/sport\/\d{2}-\d{2}-\d{4}\/kauri-seedlings$/);

    const id = created.json.data.id;
    const edited = await send('PUT', `${item.url}?id=${id}`, { title: 'Kauri country', slug: 'kauri', description: '', articleIds: [ids['kauri-dieback']] }, callers.administrator.idToken);
    expect(edited.status).toBe(200);
    expect(edited.json.data.stories.map((s: { id: number }) => s.id)).toEqual([ids['kauri-dieback']]);
    const read = await send('GET', `${item.url}?id=${id}`, undefined, callers.editor.idToken);
    expect(read.json.data).toMatchObject({ title: 'Kauri country', description: '' });
    const all = await send('GET', list.url, undefined, callers.editor.idToken);
    expect(all.json.data.find((c: { id: number }) => c.id === id)).toMatchObject({ title: 'Kauri country', storyCount: 1 });
  });

  it('refuses contributors, authors and readers (403) and changes nothing', async () => {
    const body = { title: 'Nope', slug: 'nope-collection', articleIds: [] };
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await create(body, who), 403, 'STAFF_ONLY');
      expectRefused(await send('GET', list.url, undefined, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('GET', `${stories.url}?q=kauri`, undefined, who.idToken), 403, 'STAFF_ONLY');
    }
    expect(await collectionRow('nope-collection')).toBeUndefined();
    const target = await create({ title: 'Guarded', slug: 'guarded', articleIds: [] });
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('PUT', `${item.url}?id=${target.json.data.id}`, { ...body, slug: 'guarded' }, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('DELETE', `${item.url}?id=${target.json.data.id}`, undefined, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', home.url, { collectionIds: [target.json.data.id] }, who.idToken), 403, 'STAFF_ONLY');
    }
    expect(await collectionRow('guarded')).toMatchObject({ title: 'Guarded', homePosition: null });
    expectRefused(await send('POST', list.url, body), 401, 'AUTH_REQUIRED');
  });

  it('answers 409 SLUG_TAKEN for a slug another collection uses, on create and on edit', async () => {
    await create({ title: 'Budget', slug: 'budget-2026', articleIds: [] });
    const clash = await create({ title: 'Budget again', slug: 'budget-2026', articleIds: [] });
    expectRefused(clash, 409, 'SLUG_TAKEN');
    expect(clash.json.error.message).toContain('budget-2026');
    const other = await create({ title: 'Other', slug: 'other-2026', articleIds: [] });
    expectRefused(await send('PUT', `${item.url}?id=${other.json.data.id}`, { title: 'Other', slug: 'budget-2026', articleIds: [] }, callers.editor.idToken), 409, 'SLUG_TAKEN');
    expect((await collectionRow('other-2026'))?.title).toBe('Other');
  });

  it.each([
    ['no title', { title: ' ', slug: 'ok-slug', articleIds: [] }, 'title'],
    ['a slug with capitals and spaces', { title: 'T', slug: 'Not A Slug', articleIds: [] }, 'slug'],
    ['a story listed twice', { title: 'T', slug: 'twice', articleIds: [1, 1] }, 'articleIds'],
    ['an unknown field', { title: 'T', slug: 'extra', articleIds: [], colour: 'red' }, ''],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await create(body);
    expectRefused(res, 400, 'VALIDATION_FAILED');
    expect(res.json.error.details.fields[0].path).toBe(field);
  });

  it('refuses a story id that names no story (400) and an unknown collection (404)', async () => {
    const res = await create({ title: 'Ghost', slug: 'ghost', articleIds: [987654] });
    expectRefused(res, 400, 'VALIDATION_FAILED');
    expect(res.json.error.details.fields[0].path).toBe('articleIds.0');
    expect(await collectionRow('ghost')).toBeUndefined();
    expectRefused(await send('GET', `${item.url}?id=987654`, undefined, callers.editor.idToken), 404, 'NOT_FOUND');
    expectRefused(await send('PUT', `${item.url}?id=987654`, { title: 'G', slug: 'ghost', articleIds: [] }, callers.editor.idToken), 404, 'NOT_FOUND');
    expectRefused(await send('GET', `${item.url}?id=abc`, undefined, callers.editor.idToken), 400, 'VALIDATION_FAILED');
  });

  it('puts collections on the home page in order and takes the rest off', async () => {
    const a = (await create({ title: 'Home A', slug: 'home-a', articleIds: [] })).json.data.id;
    const b = (await create({ title: 'Home B', slug: 'home-b', articleIds: [] })).json.data.id;
    const first = await send('PUT', home.url, { collectionIds: [b, a] }, callers.editor.idToken);
    expect(first.status).toBe(200);
    expect((await collectionRow('home-b'))?.homePosition).toBe(0);
    expect((await collectionRow('home-a'))?.homePosition).toBe(1);
    await send('PUT', home.url, { collectionIds: [a] }, callers.editor.idToken);
    expect((await collectionRow('home-a'))?.homePosition).toBe(0);
    expect((await collectionRow('home-b'))?.homePosition).toBeNull();
    expectRefused(await send('PUT', home.url, { collectionIds: [b, 987654] }, callers.editor.idToken), 400, 'VALIDATION_FAILED');
    expect((await collectionRow('home-b'))?.homePosition).toBeNull();
  });

  it('finds published stories by headline words, not drafts', async () => {
    const db = await getDb();
    await db.update(articles).set({ status: 'draft' }).where(eq(articles.id, ids['kauri-seedlings']!));
    const res = await send('GET', `${stories.url}?q=KAURI`, undefined, callers.editor.idToken);
    expect(res.json.data.map((s: { title: string }) => s.title)).toEqual(['Kauri dieback reaches Waitākere']);
    await db.update(articles).set({ status: 'published' }).where(eq(articles.id, ids['kauri-seedlings']!));
  });

  it('deletes a collection', async () => {
    const id = (await create({ title: 'Short-lived', slug: 'short-lived', articleIds: [] })).json.data.id;
    expect((await send('DELETE', `${item.url}?id=${id}`, undefined, callers.editor.idToken)).json.data).toEqual({ deleted: true });
    expect(await collectionRow('short-lived')).toBeUndefined();
  });
});
