import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../../helpers/api-call';
import { COMMENT_CALLS, commenter, serveCommentRoutes } from '../../../helpers/comment-routes';
import { createAnonymousUser, createEmailUser, setDisplayName } from '../../../helpers/firebase-emulator';
import { insertArticle, memberRow } from '../../../helpers/member-rows';

let api: Awaited<ReturnType<typeof serveCommentRoutes>>;
// Opening the in-memory database (migrations) is the slow part of a file; it happens here, with
// room for a busy machine, rather than inside the first test's time limit.
beforeAll(async () => {
  [api] = await Promise.all([serveCommentRoutes(), getDb()]);
}, 90_000);
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

async function postedComment(token: string, articleId: number, body = 'Kia ora, a fine story.') {
  const res = await api.call('/create', { articleId, body }, token);
  expect(res.status).toBe(200);
  return res.json.data as { id: number; body: string };
}

const bodies = (res: { json: { data: { comments: { body: string }[] } } }) => res.json.data.comments.map((comment) => comment.body);

describe('who may call what', () => {
  it.each(COMMENT_CALLS.filter((path) => path !== '/list'))('%s needs a sign-in', async (path) => {
    expectRefused(await api.call(path, { commentId: 1, articleId: 1 }), 401, 'AUTH_REQUIRED');
  });

  it('anyone may read the list, and it is the same whoever asks', async () => {
    const articleId = await insertArticle(await getDb());
    const author = await commenter({ firstName: 'Mere', lastName: 'Tapsell' });
    await postedComment(author.idToken, articleId);
    const asVisitor = await api.call('/list', { articleId });
    const asAuthor = await api.call('/list', { articleId }, author.idToken);
    expect(asVisitor.status).toBe(200);
    expect(asAuthor.json).toEqual(asVisitor.json);
    expect(asVisitor.headers.get('cache-control')).toMatch(/^public/);
    const text = JSON.stringify(asVisitor.json);
    expect(text).toContain('Mere Tapsell');
    expect(text).not.toContain(author.uid);
    expect(text).not.toContain(author.email);
  });

  it('a visitor and an anonymous Firebase user cannot post', async () => {
    const articleId = await insertArticle(await getDb());
    expectRefused(await api.call('/create', { articleId, body: 'Hello' }), 401, 'AUTH_REQUIRED');
    expectRefused(await api.call('/create', { articleId, body: 'Hello' }, (await createAnonymousUser()).idToken), 403, 'ACCOUNT_REQUIRED');
    expect((await api.call('/list', { articleId })).json.data.total).toBe(0);
  });

  it('a reader whose sign-up never made their member row posts: the row is made then, named as the account is', async () => {
    const articleId = await insertArticle(await getDb());
    const reader = await createEmailUser();
    await setDisplayName(reader.uid, 'Tama Rangi');
    await postedComment(reader.idToken, articleId, 'Half set up, now whole');
    expect(await memberRow(reader.uid)).toMatchObject({ email: reader.email, name: 'Tama Rangi' });
    expect(JSON.stringify((await api.call('/list', { articleId })).json)).toContain('Tama Rangi');
  });

  it("another member's comment answers 404 to edit and delete, and stays as it was", async () => {
    const articleId = await insertArticle(await getDb());
    const [author, other] = await Promise.all([commenter(), commenter()]);
    const comment = await postedComment(author.idToken, articleId, 'Mine');
    expectRefused(await api.call('/edit', { commentId: comment.id, body: 'Defaced' }, other.idToken), 404, 'COMMENT_NOT_FOUND');
    expectRefused(await api.call('/delete', { commentId: comment.id }, other.idToken), 404, 'COMMENT_NOT_FOUND');
    expectRefused(await api.call('/edit', { commentId: 2_000_000, body: 'Nothing' }, other.idToken), 404, 'COMMENT_NOT_FOUND');
    expect(bodies(await api.call('/list', { articleId }))).toEqual(['Mine']);
  });

  it('a member edits and deletes their own comment', async () => {
    const articleId = await insertArticle(await getDb());
    const author = await commenter();
    const comment = await postedComment(author.idToken, articleId, 'First thought');
    const edited = await api.call('/edit', { commentId: comment.id, body: 'Second thought' }, author.idToken);
    expect(edited.json.data).toMatchObject({ id: comment.id, body: 'Second thought' });
    expect(edited.json.data.editedAt).not.toBeNull();
    expect((await api.call('/my-state', { articleId }, author.idToken)).json.data.ownIds).toEqual([comment.id]);
    expect((await api.call('/delete', { commentId: comment.id }, author.idToken)).json.data).toEqual({ commentId: comment.id, deleted: true });
    expect((await api.call('/list', { articleId })).json.data).toMatchObject({ total: 0, comments: [] });
    expectRefused(await api.call('/delete', { commentId: comment.id }, author.idToken), 404, 'COMMENT_NOT_FOUND');
  });
});

describe('the edit window through the route', () => {
  // Only Date is faked: timers, sockets and the database keep real time, and nothing sleeps.
  const onlyDate = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
  afterEach(() => jest.useRealTimers());

  it('allows an edit at 14 minutes and refuses one at 16, keeping the text', async () => {
    const articleId = await insertArticle(await getDb());
    const author = await commenter();
    const comment = await postedComment(author.idToken, articleId, 'Posted now');
    const posted = Date.now();
    jest.useFakeTimers({ doNotFake: [...onlyDate], now: posted + 14 * 60_000 });
    expect((await api.call('/edit', { commentId: comment.id, body: 'Still in time' }, author.idToken)).status).toBe(200);
    jest.setSystemTime(posted + 16 * 60_000);
    expectRefused(await api.call('/edit', { commentId: comment.id, body: 'Too late' }, author.idToken), 403, 'EDIT_WINDOW_CLOSED');
    jest.useRealTimers();
    expect(bodies(await api.call('/list', { articleId }))).toEqual(['Still in time']);
  });
});

describe('moderation', () => {
  it('a member who is not a moderator cannot hide, dismiss, close or see the queue', async () => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    const comment = await postedComment(member.idToken, articleId);
    expectRefused(await api.call('/hide', { commentId: comment.id, hidden: true }, member.idToken), 403, 'MODERATOR_ONLY');
    expectRefused(await api.call('/dismiss-report', { commentId: comment.id }, member.idToken), 403, 'MODERATOR_ONLY');
    expectRefused(await api.call('/close', { articleId, closed: true }, member.idToken), 403, 'MODERATOR_ONLY');
    expectRefused(await api.call('/queue', {}, member.idToken), 403, 'MODERATOR_ONLY');
    expect(bodies(await api.call('/list', { articleId }))).toHaveLength(1);
  });

  it('an editor and an administrator moderate too; an author or contributor cannot', async () => {
    const articleId = await insertArticle(await getDb());
    const [member, editor, administrator, author, contributor] = await Promise.all([
      commenter(),
      commenter({ type: 'editor' }),
      commenter({ type: 'administrator' }),
      commenter({ type: 'author' }),
      commenter({ type: 'contributor' }),
    ]);
    const comment = await postedComment(member.idToken, articleId, 'Off topic');
    for (const refused of [author, contributor]) {
      expectRefused(await api.call('/hide', { commentId: comment.id, hidden: true }, refused.idToken), 403, 'MODERATOR_ONLY');
      expectRefused(await api.call('/queue', {}, refused.idToken), 403, 'MODERATOR_ONLY');
    }
    expect(bodies(await api.call('/list', { articleId }))).toEqual(['Off topic']);
    expect((await api.call('/hide', { commentId: comment.id, hidden: true }, editor.idToken)).json.data).toEqual({ commentId: comment.id, hidden: true });
    expect((await api.call('/list', { articleId })).json.data).toMatchObject({ total: 0, comments: [] });
    expect((await api.call('/queue', {}, administrator.idToken)).status).toBe(200);
    expect((await api.call('/hide', { commentId: comment.id, hidden: false }, administrator.idToken)).json.data).toEqual({ commentId: comment.id, hidden: false });
    expect(bodies(await api.call('/list', { articleId }))).toEqual(['Off topic']);
  });

  it('a reported comment waits in the queue; a moderator hides it and readers no longer see it', async () => {
    const articleId = await insertArticle(await getDb());
    const [author, reader, moderator] = await Promise.all([commenter(), commenter(), commenter({ moderator: true })]);
    const comment = await postedComment(author.idToken, articleId, 'Something rude');
    expect((await api.call('/report', { commentId: comment.id, reason: 'Abusive' }, reader.idToken)).status).toBe(200);

    const queue = await api.call('/queue', {}, moderator.idToken);
    const queued = queue.json.data.comments.find((entry: { commentId: number }) => entry.commentId === comment.id);
    expect(queued).toMatchObject({ body: 'Something rude', authorName: 'Aroha Ngata', article: { id: articleId }, reports: [{ reason: 'Abusive' }] });

    expect((await api.call('/hide', { commentId: comment.id, hidden: true }, moderator.idToken)).json.data).toEqual({ commentId: comment.id, hidden: true });
    expect((await api.call('/list', { articleId })).json.data).toMatchObject({ total: 0, comments: [] });
    const after = await api.call('/queue', {}, moderator.idToken);
    expect(after.json.data.comments.map((entry: { commentId: number }) => entry.commentId)).not.toContain(comment.id);
    // Hidden means nobody can act on it, its author included.
    expectRefused(await api.call('/edit', { commentId: comment.id, body: 'Nicer now' }, author.idToken), 404, 'COMMENT_NOT_FOUND');

    await api.call('/hide', { commentId: comment.id, hidden: false }, moderator.idToken);
    expect(bodies(await api.call('/list', { articleId }))).toEqual(['Something rude']);
  });

  it('dismissing the reports keeps the comment and empties its place in the queue', async () => {
    const articleId = await insertArticle(await getDb());
    const [author, reader, moderator] = await Promise.all([commenter(), commenter(), commenter({ moderator: true })]);
    const comment = await postedComment(author.idToken, articleId, 'A strong opinion');
    await api.call('/report', { commentId: comment.id }, reader.idToken);
    expect((await api.call('/dismiss-report', { commentId: comment.id }, moderator.idToken)).json.data).toEqual({ commentId: comment.id, dismissed: 1 });
    const queue = await api.call('/queue', {}, moderator.idToken);
    expect(queue.json.data.comments.map((entry: { commentId: number }) => entry.commentId)).not.toContain(comment.id);
    expect(bodies(await api.call('/list', { articleId }))).toEqual(['A strong opinion']);
  });

  it('a moderator closes comments: new comments and replies are refused, the list says closed; reopening allows them again', async () => {
    const articleId = await insertArticle(await getDb());
    const [member, moderator] = await Promise.all([commenter(), commenter({ moderator: true })]);
    const comment = await postedComment(member.idToken, articleId);
    expect((await api.call('/close', { articleId, closed: true }, moderator.idToken)).json.data).toEqual({ articleId, closed: true });
    expectRefused(await api.call('/create', { articleId, body: 'Too late' }, member.idToken), 403, 'COMMENTS_CLOSED');
    expectRefused(await api.call('/create', { articleId, body: 'Too late', parentId: comment.id }, member.idToken), 403, 'COMMENTS_CLOSED');
    expect((await api.call('/list', { articleId })).json.data).toMatchObject({ closed: true, total: 1 });
    await api.call('/close', { articleId, closed: false }, moderator.idToken);
    expect((await api.call('/create', { articleId, body: 'Back again' }, member.idToken)).status).toBe(200);
    expectRefused(await api.call('/close', { articleId: 2_000_000, closed: true }, moderator.idToken), 404, 'ARTICLE_NOT_FOUND');
  });
});
