import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { bookmarks } from '@/lib/server/db/schema/community';
import { articles } from '@/lib/server/db/schema/content';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { expectMembersOnly, expectRefused } from '../../../helpers/api-call';
import { createAnonymousUser, createEmailUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { serveLibraryRoutes } from '../../../helpers/library-routes';
import { memberRow } from '../../../helpers/member-rows';
import { storySeed } from '../../../helpers/story-seed';

let api: Awaited<ReturnType<typeof serveLibraryRoutes>>;
let alice: EmailUser;
let bob: EmailUser;
const ids: Record<string, number> = {};

// Starting PGlite and making users can take a while on a loaded machine.
beforeAll(async () => {
  const db = await getDb();
  const slugs = Array.from({ length: 23 }, (_, i) => `saved-${i + 1}`);
  await insertArticles(db, slugs.map((slug, i) => storySeed(slug, i + 1)), await seedTaxonomy(db), new Date());
  for (const row of await db.select({ id: articles.id, slug: articles.slug }).from(articles)) ids[row.slug] = row.id;
  api = await serveLibraryRoutes();
  [alice, bob] = await Promise.all([createEmailUser(), createEmailUser()]);
}, 60_000);
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const rowsOf = async (uid: string) => (await getDb()).select().from(bookmarks).where(eq(bookmarks.memberUid, uid));

describe('POST /api/tsom/bookmarks/add and /ids', () => {
  it('bookmarks an article once, however often it is added, making the bare member row it hangs on', async () => {
    const carol = await createEmailUser();
    const first = await api.call('/bookmarks/add', { articleId: ids['saved-1'] }, carol.idToken);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ articleId: ids['saved-1'], createdAt: expect.any(String) });
    const again = await api.call('/bookmarks/add', { articleId: ids['saved-1'] }, carol.idToken);
    expect(again.json.data).toEqual(first.json.data);
    expect(await rowsOf(carol.uid)).toHaveLength(1);
    expect(await memberRow(carol.uid)).toMatchObject({ uid: carol.uid, email: carol.email });
  });

  it('answers the member’s own bookmarked ids, newest first, and never another member’s', async () => {
    const dan = await createEmailUser();
    await api.call('/bookmarks/add', { articleId: ids['saved-2'] }, dan.idToken);
    await api.call('/bookmarks/add', { articleId: ids['saved-3'] }, dan.idToken);
    await api.call('/bookmarks/add', { articleId: ids['saved-4'] }, bob.idToken);
    const res = await api.call('/bookmarks/ids', {}, dan.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ articleIds: [ids['saved-3'], ids['saved-2']] });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 for an article that does not exist, and stores nothing', async () => {
    expectRefused(await api.call('/bookmarks/add', { articleId: 999_999 }, alice.idToken), 404, 'NOT_FOUND');
    expect(await rowsOf(alice.uid)).toHaveLength(0);
  });
});

describe('POST /api/tsom/bookmarks/remove', () => {
  it('removes only the caller’s bookmark: another member’s of the same article stays', async () => {
    const erin = await createEmailUser();
    const frank = await createEmailUser();
    await api.call('/bookmarks/add', { articleId: ids['saved-5'] }, erin.idToken);
    await api.call('/bookmarks/add', { articleId: ids['saved-5'] }, frank.idToken);
    const res = await api.call('/bookmarks/remove', { articleId: ids['saved-5'] }, erin.idToken);
    expect(res.json.data).toEqual({ articleId: ids['saved-5'], removed: true });
    expect(await rowsOf(erin.uid)).toHaveLength(0);
    expect(await rowsOf(frank.uid)).toHaveLength(1);
  });

  it('is not an error to remove a bookmark that is not there, but an unknown article is a 404', async () => {
    const res = await api.call('/bookmarks/remove', { articleId: ids['saved-6'] }, alice.idToken);
    expect(res.json.data).toEqual({ articleId: ids['saved-6'], removed: false });
    expectRefused(await api.call('/bookmarks/remove', { articleId: 999_999 }, alice.idToken), 404, 'NOT_FOUND');
  });
});

describe('POST /api/tsom/bookmarks/list', () => {
  it('lists the member’s bookmarks newest saved first, twenty to a page, with each article’s link', async () => {
    const gina = await createEmailUser();
    for (let i = 1; i <= 23; i++) await api.call('/bookmarks/add', { articleId: ids[`saved-${i}`] }, gina.idToken);
    await api.call('/bookmarks/add', { articleId: ids['saved-1'] }, bob.idToken);
    const first = await api.call('/bookmarks/list', {}, gina.idToken);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ page: 1, hasMore: true, total: 23 });
    expect(first.json.data.bookmarks).toHaveLength(20);
    expect(first.json.data.bookmarks[0]).toEqual({
      articleId: ids['saved-23'],
      createdAt: expect.any(String),
      article: {
        title: 'Title of saved-23',
        standfirst: 'A short standfirst.',
        path: expect.stringMatching(/^\/sport\/\d{2}-\d{2}-\d{4}\/saved-23$/),
        publishedAt: expect.any(String),
        category: { name: 'Sport' },
        author: { name: expect.any(String) },
      },
    });
    const second = await api.call('/bookmarks/list', { page: 2 }, gina.idToken);
    expect(second.json.data).toMatchObject({ page: 2, hasMore: false, total: 23 });
    expect(second.json.data.bookmarks.map((b: { articleId: number }) => b.articleId)).toEqual([ids['saved-3'], ids['saved-2'], ids['saved-1']]);
  });

  it('answers an empty first page to a member with no bookmarks', async () => {
    const hemi = await createEmailUser();
    expect((await api.call('/bookmarks/list', {}, hemi.idToken)).json.data).toEqual({ bookmarks: [], page: 1, hasMore: false, total: 0 });
  });
});

describe('who may call the bookmark calls, and with what', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['/bookmarks/add', { articleId: 1 }],
    ['/bookmarks/remove', { articleId: 1 }],
    ['/bookmarks/list', {}],
    ['/bookmarks/ids', {}],
  ];

  it.each(calls)('%s refuses a visitor (401), an expired token (401) and an anonymous user (403)', async (path, body) => {
    const anonymous = await createAnonymousUser();
    await expectMembersOnly((token) => api.call(path, body, token), { expired: expiredIdToken(alice.uid, alice.email), anonymous: anonymous.idToken });
    expect(await rowsOf(anonymous.uid)).toHaveLength(0);
  });

  it.each([
    ['/bookmarks/add', { articleId: '1' }],
    ['/bookmarks/add', { articleId: 1.5 }],
    ['/bookmarks/add', { articleId: -3 }],
    ['/bookmarks/add', {}],
    ['/bookmarks/add', { articleId: 1, memberUid: 'someone-else' }],
    ['/bookmarks/remove', { articleId: null }],
    ['/bookmarks/list', { page: 0 }],
    ['/bookmarks/list', { page: 'two' }],
    ['/bookmarks/ids', { uid: 'someone-else' }],
  ])('%s refuses the body %j with 400 and changes nothing', async (path, body) => {
    expectRefused(await api.call(path, body, alice.idToken), 400, 'VALIDATION_FAILED');
    expect(await rowsOf(alice.uid)).toHaveLength(0);
  });
});
