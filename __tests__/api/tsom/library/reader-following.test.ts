import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { accountReadingHistories, podcastPositions } from '@/lib/server/db/schema/community';
import { podcastEpisodes, podcastSeries } from '@/lib/server/db/schema/media';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { emptyHistory, recordRead } from '@/lib/reading-history/reading-history';
import { expectMembersOnly, expectRefused } from '../../../helpers/api-call';
import { createAnonymousUser, createEmailUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { serveLibraryRoutes } from '../../../helpers/library-routes';
import { storySeed } from '../../../helpers/story-seed';

let api: Awaited<ReturnType<typeof serveLibraryRoutes>>;
let alice: EmailUser;
let bob: EmailUser;
const EPISODE = 'ep-following';

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [storySeed('followed-story', 1)], await seedTaxonomy(db), new Date());
  const [series] = await db.insert(podcastSeries).values({ slug: 'following', title: 'Following', description: 'About.' }).returning({ id: podcastSeries.id });
  await db.insert(podcastEpisodes).values({
    uid: EPISODE,
    seriesId: series!.id,
    slug: 'following-one',
    title: 'One',
    description: 'About one.',
    audioFile: 'one.wav',
    durationSeconds: 600,
    publishedAt: new Date(),
  });
  api = await serveLibraryRoutes();
  [alice, bob] = await Promise.all([createEmailUser(), createEmailUser()]);
}, 60_000);
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const positionsOf = async (uid: string) => (await getDb()).select().from(podcastPositions).where(eq(podcastPositions.memberUid, uid));
const historyRowOf = async (uid: string) => (await (await getDb()).select().from(accountReadingHistories).where(eq(accountReadingHistories.memberUid, uid)))[0];
const save = (positionSeconds: number, savedAt: number, token: string) => api.call('/podcast-positions/save', { episodeUid: EPISODE, positionSeconds, savedAt }, token);

describe('POST /api/tsom/podcast-positions/save and /get', () => {
  it('keeps where the member left an episode and answers it to any of their devices', async () => {
    const t = Date.now();
    const saved = await save(125.7, t, alice.idToken);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({ episodeUid: EPISODE, positionSeconds: 125, savedAt: new Date(t).toISOString(), saved: true });
    const got = await api.call('/podcast-positions/get', { episodeUid: EPISODE }, alice.idToken);
    expect(got.json.data).toEqual({ episodeUid: EPISODE, positionSeconds: 125, savedAt: new Date(t).toISOString() });
    expect(got.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets the newest save win: an old device saving late does not put back an older place', async () => {
    const carol = await createEmailUser();
    const t = Date.now();
    await save(300, t, carol.idToken);
    const late = await save(40, t - 60_000, carol.idToken);
    expect(late.json.data).toMatchObject({ positionSeconds: 300, saved: false });
    expect((await save(0, t + 1_000, carol.idToken)).json.data).toMatchObject({ positionSeconds: 0, saved: true });
    expect(await positionsOf(carol.uid)).toEqual([expect.objectContaining({ positionSeconds: 0 })]);
  });

  it('never answers or changes another member’s position: a member id in the body is refused', async () => {
    const t = Date.now();
    await save(200, t, bob.idToken);
    expectRefused(await api.call('/podcast-positions/save', { episodeUid: EPISODE, positionSeconds: 5, savedAt: t + 1, memberUid: bob.uid }, alice.idToken), 400, 'VALIDATION_FAILED');
    expect(await positionsOf(bob.uid)).toEqual([expect.objectContaining({ positionSeconds: 200 })]);
    const dan = await createEmailUser();
    expect((await api.call('/podcast-positions/get', { episodeUid: EPISODE }, dan.idToken)).json.data).toEqual({ episodeUid: EPISODE, positionSeconds: 0, savedAt: null });
  });

  it('refuses an unknown episode, a negative or past-the-end position and a bad time, and stores nothing', async () => {
    const erin = await createEmailUser();
    expectRefused(await api.call('/podcast-positions/save', { episodeUid: 'ep-nope', positionSeconds: 5, savedAt: Date.now() }, erin.idToken), 404, 'NOT_FOUND');
    expectRefused(await save(-1, Date.now(), erin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await save(5_000, Date.now(), erin.idToken), 400, 'POSITION_PAST_END');
    expectRefused(await save(5, 1.5, erin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/podcast-positions/save', { episodeUid: EPISODE, positionSeconds: '5', savedAt: Date.now() }, erin.idToken), 400, 'VALIDATION_FAILED');
    expect(await positionsOf(erin.uid)).toEqual([]);
  });

  it('is for members only', async () => {
    const anonymous = await createAnonymousUser();
    await expectMembersOnly((token) => save(10, Date.now(), token ?? ''), { expired: expiredIdToken(alice.uid, alice.email), anonymous: anonymous.idToken });
  });
});

const now = Date.now();
const read = (slug: string) => ({ slug, categories: ['sport'], authors: ['tom-mackenzie'], tags: ['rugby'] });
const browserHistory = recordRead(recordRead(emptyHistory(), read('followed-story'), now), read('followed-story'), now);

describe('POST /api/tsom/reading-history/*', () => {
  it('merges nothing before the reader says yes, records a no, and merges the browser’s history on yes', async () => {
    const fay = await createEmailUser();
    expect((await api.call('/reading-history/get', {}, fay.idToken)).json.data).toEqual({ history: emptyHistory(), countingOffUntil: null, mergeAnswer: null });
    expectRefused(await api.call('/reading-history/merge', { history: browserHistory }, fay.idToken), 409, 'NO_MERGE_CONSENT');
    expectRefused(await api.call('/reading-history/record', read('followed-story'), fay.idToken), 409, 'NO_MERGE_CONSENT');
    const no = await api.call('/reading-history/answer', { answer: 'no' }, fay.idToken);
    expect(no.json.data).toMatchObject({ mergeAnswer: 'no', history: emptyHistory() });
    const yes = await api.call('/reading-history/answer', { answer: 'yes', history: browserHistory }, fay.idToken);
    expect(yes.json.data.mergeAnswer).toBe('yes');
    expect(yes.json.data.history.daily).toEqual(browserHistory.daily);
    // A second browser's history adds up, and so does a read on a signed-in device.
    await api.call('/reading-history/merge', { history: browserHistory }, fay.idToken);
    const recorded = await api.call('/reading-history/record', read('followed-story'), fay.idToken);
    expect(recorded.json.data.history.daily[0].count).toBe(5);
    expect(recorded.json.data.history.articlesByWeek).toEqual({ [browserHistory.weekly[0]!.week]: { 'followed-story': 5 } });
  });

  it('"Stop counting my articles" and "Clear my reading history" apply to the account’s copy', async () => {
    const gus = await createEmailUser();
    await api.call('/reading-history/answer', { answer: 'yes', history: browserHistory }, gus.idToken);
    const off = await api.call('/reading-history/counting', { counting: false }, gus.idToken);
    expect(off.json.data.countingOffUntil).toEqual(expect.any(String));
    const whileOff = await api.call('/reading-history/record', read('followed-story'), gus.idToken);
    expect(whileOff.json.data.history.daily[0].count).toBe(2);
    expect((await api.call('/reading-history/counting', { counting: true }, gus.idToken)).json.data.countingOffUntil).toBeNull();
    const cleared = await api.call('/reading-history/clear', {}, gus.idToken);
    expect(cleared.json.data).toEqual({ history: emptyHistory(), countingOffUntil: null, mergeAnswer: 'yes' });
  });

  it('keeps each member’s history apart and refuses bad input, changing nothing', async () => {
    const hal = await createEmailUser();
    await api.call('/reading-history/answer', { answer: 'yes', history: browserHistory }, hal.idToken);
    const before = await historyRowOf(hal.uid);
    expectRefused(await api.call('/reading-history/clear', { memberUid: hal.uid }, alice.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/reading-history/answer', { answer: 'yes' }, hal.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/reading-history/answer', { answer: 'yes', history: { ...browserHistory, daily: [{ day: 'today', count: 1 }] } }, hal.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/reading-history/record', read('no-such-story'), hal.idToken), 404, 'NOT_FOUND');
    expect(await historyRowOf(hal.uid)).toEqual(before);
    expect((await api.call('/reading-history/get', {}, alice.idToken)).json.data.history).toEqual(emptyHistory());
  });
});
