import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { quizzes } from '@/lib/server/db/schema/media';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { findQuiz, findQuizForArticle, listQuizzes } from '@/lib/server/content/quiz-service';
import handler from '@/pages/api/quizzes/for-article';
import { get } from '../../../helpers/api-call';
import { captureLogs } from '../../../helpers/captured-logs';
import { serveRoute } from '../../../helpers/route-server';
import { storySeed } from '../../../helpers/story-seed';

const question = { prompt: 'Capital?', choices: ['Auckland', 'Wellington'], answerIndex: 1, explanation: 'Since 1865.' };
let articleId = 0;
let otherArticleId = 0;
let server: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [storySeed('with-quiz', 1), storySeed('without-quiz', 2)], await seedTaxonomy(db), new Date());
  const ids = async (slug: string) => (await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)))[0]!.id;
  articleId = await ids('with-quiz');
  otherArticleId = await ids('without-quiz');
  await db.insert(quizzes).values([
    { slug: 'capitals', title: 'Capitals', description: 'Cities.', articleId, questions: [question, { ...question, prompt: 'Largest city?', answerIndex: 0 }] },
    { slug: 'broken', title: 'Broken', description: 'Bad data.', questions: [{ prompt: 'No choices', answerIndex: 3 }] },
    { slug: 'answer-out-of-range', title: 'Answer out of range', description: 'Bad.', questions: [{ ...question, answerIndex: 2 }] },
  ]);
  server = await serveRoute(handler);
});
afterAll(() => server.close());

test('the quizzes page lists quizzes whose questions are sound, with their size', async () => {
  const logs = captureLogs();
  expect(await listQuizzes(await getDb())).toEqual([{ slug: 'capitals', title: 'Capitals', description: 'Cities.', questionCount: 2 }]);
  logs.stop();
  expect(logs.lines().map((line) => [line.level, line.slug]).sort()).toEqual([
    ['error', 'answer-out-of-range'],
    ['error', 'broken'],
  ]);
});

test('a quiz is found by slug, and one with malformed questions is not', async () => {
  const db = await getDb();
  expect(await findQuiz(db, 'capitals')).toMatchObject({ slug: 'capitals', questions: [question, expect.objectContaining({ prompt: 'Largest city?' })] });
  const logs = captureLogs();
  expect(await findQuiz(db, 'broken')).toBeNull();
  logs.stop();
  expect(await findQuiz(db, 'nope')).toBeNull();
});

test('GET /api/quizzes/for-article answers the article’s quiz, or null, cacheable by a CDN', async () => {
  const found = await get(`${server.url}/?articleId=${articleId}`);
  expect(found.status).toBe(200);
  expect(found.json.data).toMatchObject({ slug: 'capitals', title: 'Capitals' });
  expect(found.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600');
  expect((await get(`${server.url}/?articleId=${otherArticleId}`)).json).toEqual({ data: null });
  expect(await findQuizForArticle(await getDb(), 999_999)).toBeNull();
});

test.each(['', '?articleId=0', '?articleId=abc', '?articleId=1&articleId=2', '?articleId=1&x=1', '?articleId=-4'])('GET /api/quizzes/for-article%s is a 400', async (query) => {
  const res = await get(`${server.url}/${query}`);
  expect(res.status).toBe(400);
  expect(res.json.error.code).toBe('VALIDATION_FAILED');
});
