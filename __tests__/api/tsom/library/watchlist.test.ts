import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { watchlistItems } from '@/lib/server/db/schema/community';
import { tvShows } from '@/lib/server/db/schema/media';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectMembersOnly, expectRefused } from '../../../helpers/api-call';
import { createAnonymousUser, createEmailUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { serveLibraryRoutes } from '../../../helpers/library-routes';

let api: Awaited<ReturnType<typeof serveLibraryRoutes>>;
let alice: EmailUser;
const shows: Record<string, number> = {};

const SHOWS = ['kainga', 'tidewater', 'ward-nine'];

// Starting PGlite and making users can take a while on a loaded machine.
beforeAll(async () => {
  const db = await getDb();
  const rows = await db
    .insert(tvShows)
    .values(SHOWS.map((slug, i) => ({ slug, title: `Show ${slug}`, synopsis: 'A synopsis.', whereToWatch: 'On demand', genre: 'Drama', year: 2020 + i, imageUrl: `/tv/${slug}.svg` })))
    .returning({ id: tvShows.id, slug: tvShows.slug });
  for (const row of rows) shows[row.slug] = row.id;
  api = await serveLibraryRoutes();
  alice = await createEmailUser();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const rowsOf = async (uid: string) => (await getDb()).select().from(watchlistItems).where(eq(watchlistItems.memberUid, uid));

describe('POST /api/tsom/watchlist/add and /list', () => {
  it('adds a show once, however often, and answers it with its card, not yet watched', async () => {
    const carol = await createEmailUser();
    const first = await api.call('/watchlist/add', { tvShowId: shows.kainga }, carol.idToken);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      tvShowId: shows.kainga,
      addedAt: expect.any(String),
      watchedAt: null,
      show: { id: shows.kainga, slug: 'kainga', title: 'Show kainga', synopsis: 'A synopsis.', whereToWatch: 'On demand', genre: 'Drama', year: 2020, imageUrl: '/tv/kainga.svg' },
    });
    const again = await api.call('/watchlist/add', { tvShowId: shows.kainga }, carol.idToken);
    expect(again.json.data).toEqual(first.json.data);
    expect(await rowsOf(carol.uid)).toHaveLength(1);
  });

  it('lists the member’s shows newest added first, and never another member’s', async () => {
    const dan = await createEmailUser();
    const erin = await createEmailUser();
    await api.call('/watchlist/add', { tvShowId: shows['ward-nine'] }, dan.idToken);
    await api.call('/watchlist/add', { tvShowId: shows.tidewater }, dan.idToken);
    await api.call('/watchlist/add', { tvShowId: shows.kainga }, erin.idToken);
    const res = await api.call('/watchlist/list', {}, dan.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.map((item: { show: { slug: string } }) => item.show.slug)).toEqual(['tidewater', 'ward-nine']);
    expect((await api.call('/watchlist/list', {}, alice.idToken)).json.data).toEqual([]);
  });

  it('answers 404 for a show that does not exist, and stores nothing', async () => {
    expectRefused(await api.call('/watchlist/add', { tvShowId: 999_999 }, alice.idToken), 404, 'NOT_FOUND');
    expect(await rowsOf(alice.uid)).toHaveLength(0);
  });
});

describe('POST /api/tsom/watchlist/watched', () => {
  it('marks a listed show watched, keeps the first date when marked again, and unmarks it', async () => {
    const gina = await createEmailUser();
    await api.call('/watchlist/add', { tvShowId: shows.tidewater }, gina.idToken);
    const watched = await api.call('/watchlist/watched', { tvShowId: shows.tidewater, watched: true }, gina.idToken);
    expect(watched.status).toBe(200);
    expect(watched.json.data.watchedAt).toEqual(expect.any(String));
    const again = await api.call('/watchlist/watched', { tvShowId: shows.tidewater, watched: true }, gina.idToken);
    expect(again.json.data.watchedAt).toBe(watched.json.data.watchedAt);
    const unwatched = await api.call('/watchlist/watched', { tvShowId: shows.tidewater, watched: false }, gina.idToken);
    expect(unwatched.json.data).toMatchObject({ tvShowId: shows.tidewater, watchedAt: null });
  });

  it('answers 404 for a show on another member’s list only, and leaves their mark alone', async () => {
    const hemi = await createEmailUser();
    await api.call('/watchlist/add', { tvShowId: shows.kainga }, hemi.idToken);
    expectRefused(await api.call('/watchlist/watched', { tvShowId: shows.kainga, watched: true }, alice.idToken), 404, 'NOT_FOUND');
    expectRefused(await api.call('/watchlist/watched', { tvShowId: 999_999, watched: true }, alice.idToken), 404, 'NOT_FOUND');
    expect(await rowsOf(hemi.uid)).toEqual([expect.objectContaining({ watchedAt: null })]);
    expect(await rowsOf(alice.uid)).toHaveLength(0);
  });
});

describe('POST /api/tsom/watchlist/remove', () => {
  it('removes the show from the caller’s list only', async () => {
    const ira = await createEmailUser();
    const jo = await createEmailUser();
    await api.call('/watchlist/add', { tvShowId: shows['ward-nine'] }, ira.idToken);
    await api.call('/watchlist/add', { tvShowId: shows['ward-nine'] }, jo.idToken);
    expect((await api.call('/watchlist/remove', { tvShowId: shows['ward-nine'] }, ira.idToken)).json.data).toEqual({ tvShowId: shows['ward-nine'], removed: true });
    expect(await rowsOf(ira.uid)).toHaveLength(0);
    expect(await rowsOf(jo.uid)).toHaveLength(1);
    expect((await api.call('/watchlist/remove', { tvShowId: shows['ward-nine'] }, ira.idToken)).json.data).toEqual({ tvShowId: shows['ward-nine'], removed: false });
    expectRefused(await api.call('/watchlist/remove', { tvShowId: 999_999 }, ira.idToken), 404, 'NOT_FOUND');
  });
});

describe('who may call the watch-list calls, and with what', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['/watchlist/add', { tvShowId: 1 }],
    ['/watchlist/remove', { tvShowId: 1 }],
    ['/watchlist/watched', { tvShowId: 1, watched: true }],
    ['/watchlist/list', {}],
  ];

  it.each(calls)('%s refuses a visitor (401), an expired token (401) and an anonymous user (403)', async (path, body) => {
    const anonymous = await createAnonymousUser();
    await expectMembersOnly((token) => api.call(path, body, token), { expired: expiredIdToken(alice.uid, alice.email), anonymous: anonymous.idToken });
    expect(await rowsOf(anonymous.uid)).toHaveLength(0);
  });

  it.each([
    ['/watchlist/add', { tvShowId: 'kainga' }],
    ['/watchlist/add', { tvShowId: 0 }],
    ['/watchlist/add', { tvShowId: 1, watched: true }],
    ['/watchlist/remove', {}],
    ['/watchlist/watched', { tvShowId: 1 }],
    ['/watchlist/watched', { tvShowId: 1, watched: 'yes' }],
    ['/watchlist/list', { memberUid: 'someone-else' }],
  ])('%s refuses the body %j with 400 and changes nothing', async (path, body) => {
    expectRefused(await api.call(path, body, alice.idToken), 400, 'VALIDATION_FAILED');
    expect(await rowsOf(alice.uid)).toHaveLength(0);
  });
});
