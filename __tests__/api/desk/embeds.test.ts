import { randomUUID } from 'node:crypto';
import embeds from '@/pages/api/desk/embeds';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { podcastEpisodes, podcastSeries, quizzes } from '@/lib/server/db/schema/media';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, expectRefused, get } from '../../helpers/api-call';
import { createEmailUser } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
const marker = randomUUID().slice(0, 8);

async function member(type: string) {
  const user = await createEmailUser();
  await (await getDb()).insert(members).values({ uid: user.uid, email: user.email, type });
  return user;
}

const ask = (query: string, token?: string) => get(`${server.url}/api/desk/embeds?${query}`, bearer(token));

beforeAll(async () => {
  [server] = await Promise.all([serveRoute(embeds), getDb()]);
  const db = await getDb();
  const [series] = await db.insert(podcastSeries).values({ slug: `morning-${marker}`, title: 'Morning', description: 'Daily' }).returning();
  await db.insert(podcastEpisodes).values([
    { uid: `ep-budget-${marker}`, seriesId: series!.id, slug: `budget-${marker}`, title: `Budget day ${marker}`, description: 'x', audioFile: 'a.mp3', durationSeconds: 60, publishedAt: new Date('2026-05-01') },
    { uid: `ep-rugby-${marker}`, seriesId: series!.id, slug: `rugby-${marker}`, title: `Rugby 100%_${marker}`, description: 'x', audioFile: 'b.mp3', durationSeconds: 60, publishedAt: new Date('2026-06-01') },
  ]);
  await db.insert(quizzes).values({ slug: `news-quiz-${marker}`, title: `News quiz ${marker}`, description: 'x', questions: [] });
}, 90_000);
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

describe('GET /api/desk/embeds', () => {
  it('offers staff the podcast episodes matching what they typed, with the uid and the reader path', async () => {
    const author = await member('author');
    const res = await ask(`kind=podcast&q=budget day ${marker}`, author.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.items).toEqual([{ kind: 'podcast', id: `ep-budget-${marker}`, title: `Budget day ${marker}`, path: `/podcasts/morning-${marker}/budget-${marker}` }]);
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    const editor = await member('editor');
    const res = await ask(`kind=podcast&q=${encodeURIComponent(`100%_${marker}`)}`, editor.idToken);
    expect(res.json.data.items.map((item: { id: string }) => item.id)).toEqual([`ep-rugby-${marker}`]);
    expect((await ask(`kind=podcast&q=${encodeURIComponent('%')}${marker}`, editor.idToken)).json.data.items).toEqual([]);
  });

  it('offers quizzes by slug with their path', async () => {
    const contributor = await member('contributor');
    const res = await ask(`kind=quiz&q=${marker}`, contributor.idToken);
    expect(res.json.data.items).toEqual([{ kind: 'quiz', id: `news-quiz-${marker}`, title: `News quiz ${marker}`, path: `/quizzes/news-quiz-${marker}` }]);
  });

  it('refuses visitors, readers and moderators', async () => {
    expectRefused(await ask('kind=quiz'), 401, 'AUTH_REQUIRED');
    expectRefused(await ask('kind=quiz', (await member('standard')).idToken), 403, 'STAFF_ONLY');
    expectRefused(await ask('kind=quiz', (await member('moderator')).idToken), 403, 'STAFF_ONLY');
  });

  it('answers 400 for an unknown kind or an unexpected parameter', async () => {
    const editor = await member('editor');
    expectRefused(await ask('kind=tv', editor.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await ask('kind=quiz&limit=5', editor.idToken), 400, 'VALIDATION_FAILED');
  });
});
