import listHandler from '@/pages/api/desk/quizzes/index';
import itemHandler from '@/pages/api/desk/quizzes/[id]';
import { eq } from 'drizzle-orm';
import { findQuiz, findQuizForArticle } from '@/lib/server/content/quiz-service';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { quizzes } from '@/lib/server/db/schema/media';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { expectRefused } from '../../../helpers/api-call';
import { serveRoute } from '../../../helpers/route-server';
import { send, siteContentCallers } from '../../../helpers/staff-members';
import { storySeed } from '../../../helpers/story-seed';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let list: Server, item: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;
let articleId: number;

beforeAll(async () => {
  [list, item] = await Promise.all([serveRoute(listHandler), serveRoute(itemHandler)]);
  callers = await siteContentCallers();
  const db = await getDb();
  await insertArticles(db, [storySeed('quiz-story', 1, { title: 'Budget day explained' })], await seedTaxonomy(db), new Date());
  articleId = (await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'quiz-story')))[0]!.id;
});
afterAll(() => Promise.all([list, item].map((s) => s.close())));

const question = { prompt: 'Who delivers the Budget?', choices: ['The Minister of Finance', 'The Governor-General'], answerIndex: 0, explanation: 'The Minister of Finance reads it in the House.' };
const quizBody = (more: Record<string, unknown> = {}) => ({ title: 'Budget quiz', slug: 'budget-quiz', description: 'Ten seconds each.', articleId, questions: [question], ...more });
const quizRow = async (slug: string) => (await (await getDb()).select().from(quizzes).where(eq(quizzes.slug, slug)))[0];

describe('desk quizzes', () => {
  it('lets an editor create a quiz linked to a story, and readers see it on its page and beside the story', async () => {
    const created = await send('POST', list.url, quizBody(), callers.editor.idToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ slug: 'budget-quiz', articleId, articleTitle: 'Budget day explained', questions: [question] });
    expect((await findQuiz(await getDb(), 'budget-quiz'))?.questions).toEqual([question]);
    expect(await findQuizForArticle(await getDb(), articleId)).toMatchObject({ slug: 'budget-quiz', questions: [question] });

    const second = { ...question, prompt: 'When is the Budget usually read?', choices: ['May', 'December', 'August'], answerIndex: 0 };
    const edited = await send('PUT', `${item.url}?id=${created.json.data.id}`, quizBody({ articleId: null, questions: [second, question] }), callers.administrator.idToken);
    expect(edited.json.data).toMatchObject({ articleId: null, articleTitle: null });
    expect((await findQuiz(await getDb(), 'budget-quiz'))?.questions.map((q) => q.prompt)).toEqual([second.prompt, question.prompt]);
    const all = await send('GET', list.url, undefined, callers.editor.idToken);
    expect(all.json.data.find((q: { slug: string }) => q.slug === 'budget-quiz')).toMatchObject({ questionCount: 2, articleTitle: null });
  });

  it('refuses contributors, authors and readers (403) and changes nothing', async () => {
    const target = await send('POST', list.url, quizBody({ slug: 'guarded-quiz' }), callers.editor.idToken);
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('POST', list.url, quizBody({ slug: 'nope-quiz' }), who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', `${item.url}?id=${target.json.data.id}`, quizBody({ slug: 'guarded-quiz', title: 'Renamed' }), who.idToken), 403, 'STAFF_ONLY');
    }
    expect(await quizRow('nope-quiz')).toBeUndefined();
    expect((await quizRow('guarded-quiz'))?.title).toBe('Budget quiz');
  });

  it('answers 409 for a taken slug, 400 for bad questions or an unknown story, 404 for an unknown quiz', async () => {
    await send('POST', list.url, quizBody({ slug: 'taken-quiz' }), callers.editor.idToken);
    expectRefused(await send('POST', list.url, quizBody({ slug: 'taken-quiz' }), callers.editor.idToken), 409, 'SLUG_TAKEN');
    for (const questions of [[], [{ ...question, answerIndex: 2 }], [{ ...question, choices: ['Only one'] }], [{ ...question, prompt: '' }], [{ ...question, prompt: 'Bell\u0007' }], [{ ...question, extra: 1 }]]) {
      expectRefused(await send('POST', list.url, quizBody({ slug: 'bad-quiz', questions }), callers.editor.idToken), 400, 'VALIDATION_FAILED');
    }
    expectRefused(await send('POST', list.url, quizBody({ slug: 'bad-quiz', articleId: 987654 }), callers.editor.idToken), 400, 'VALIDATION_FAILED');
    expect(await quizRow('bad-quiz')).toBeUndefined();
    expectRefused(await send('GET', `${item.url}?id=987654`, undefined, callers.editor.idToken), 404, 'NOT_FOUND');
  });
});
