import { getDb } from '@/lib/server/db/client';
import { articleCategories, categories } from '@/lib/server/db/schema/content';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { summariesByIds } from '@/lib/server/content/article-service';
import { expectRefused } from '../../../helpers/api-call';
import { commenter, serveCommentRoutes } from '../../../helpers/comment-routes';
import { insertArticle } from '../../../helpers/member-rows';

let api: Awaited<ReturnType<typeof serveCommentRoutes>>;
// Opening the in-memory database (migrations) is the slow part of a file; it happens here, with
// room for a busy machine, rather than inside the first test's time limit.
beforeAll(async () => {
  [api] = await Promise.all([serveCommentRoutes(), getDb()]);
}, 90_000);
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

interface Listed {
  id: number;
  body: string;
  state: string;
  authorName: string;
  likeCount: number;
  replies: Listed[];
}
const listed = async (articleId: number, order?: string): Promise<Listed[]> => (await api.call('/list', { articleId, ...(order ? { order } : {}) })).json.data.comments;

async function post(token: string, articleId: number, body: string, parentId?: number): Promise<Listed> {
  const res = await api.call('/create', { articleId, body, ...(parentId ? { parentId } : {}) }, token);
  expect(res.status).toBe(200);
  return res.json.data;
}

describe('what a comment may say', () => {
  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t  '],
    ['only zero-width and format characters', '\u200b\u200c\u200d\u2060\ufeff\u00ad'],
    ['zero-width characters among spaces and a Hangul filler', ' \u200b \u3164 \u200b '],
    ['5,001 characters', 'a'.repeat(5_001)],
    ['5,001 characters once trimmed', ` ${'é'.repeat(5_001)} `],
    ['not text', 42],
  ])('refuses a body that is %s, and stores nothing', async (_name, body) => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    expectRefused(await api.call('/create', { articleId, body }, member.idToken), 400, 'VALIDATION_FAILED');
    expect(await listed(articleId)).toEqual([]);
  });

  it('accepts 5,000 characters, counting an emoji as one and leaving out the surrounding spaces', async () => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    const long = `${'🥝'.repeat(10)}${'a'.repeat(4_990)}`;
    expect((await post(member.idToken, articleId, `  ${long}\n`)).body).toBe(long);
  });

  it('keeps the zero-width joiners of a comment that shows something (an emoji family)', async () => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    expect((await post(member.idToken, articleId, `\u200b${family}`)).body).toBe(`\u200b${family}`);
  });

  it('stores and answers markup as the text that was typed', async () => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    const typed = '<script>alert("hi")</script> & <b>bold</b>';
    await post(member.idToken, articleId, typed);
    expect((await listed(articleId))[0]?.body).toBe(typed);
  });

  it('refuses unknown fields and a missing article', async () => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    expectRefused(await api.call('/create', { articleId, body: 'Hi', memberUid: 'someone' }, member.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/create', { articleId: 2_000_000, body: 'Hi' }, member.idToken), 404, 'ARTICLE_NOT_FOUND');
  });
});

describe('threads', () => {
  it('a reply to a reply joins the top-level comment; replies read oldest first', async () => {
    const articleId = await insertArticle(await getDb());
    const [a, b] = await Promise.all([commenter({ firstName: 'Tama' }), commenter({ firstName: 'Hine' })]);
    const top = await post(a.idToken, articleId, 'Top');
    const reply = await post(b.idToken, articleId, 'Reply', top.id);
    const replyToReply = await post(a.idToken, articleId, 'Reply to reply', reply.id);
    expect(replyToReply).toMatchObject({ parentId: top.id });
    const [thread] = await listed(articleId);
    expect(thread?.replies.map((r) => r.body)).toEqual(['Reply', 'Reply to reply']);
    expect(thread?.replies.map((r) => r.authorName)).toEqual(['Hine Ngata', 'Tama Ngata']);
  });

  it('a deleted comment with replies keeps its place without its name or text; without replies it goes', async () => {
    const articleId = await insertArticle(await getDb());
    const [a, b] = await Promise.all([commenter(), commenter()]);
    const top = await post(a.idToken, articleId, 'Going soon');
    await post(b.idToken, articleId, 'An answer', top.id);
    const lonely = await post(a.idToken, articleId, 'Alone');
    await api.call('/delete', { commentId: top.id }, a.idToken);
    await api.call('/delete', { commentId: lonely.id }, a.idToken);
    const comments = await listed(articleId);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ id: top.id, state: 'deleted', body: '', authorName: '', replies: [{ body: 'An answer' }] });
    expect((await api.call('/list', { articleId })).json.data.total).toBe(1);
    expectRefused(await api.call('/create', { articleId, body: 'To a deleted one', parentId: top.id }, b.idToken), 404, 'COMMENT_NOT_FOUND');
  });

  it('a reply must answer a comment on the same story', async () => {
    const db = await getDb();
    const [one, two] = [await insertArticle(db), await insertArticle(db)];
    const member = await commenter();
    const elsewhere = await post(member.idToken, one, 'On story one');
    expectRefused(await api.call('/create', { articleId: two, body: 'Crossed', parentId: elsewhere.id }, member.idToken), 404, 'COMMENT_NOT_FOUND');
  });
});

describe('likes, reports and order', () => {
  it('a member likes a comment once, and can take the like back', async () => {
    const articleId = await insertArticle(await getDb());
    const [author, fan] = await Promise.all([commenter(), commenter()]);
    const comment = await post(author.idToken, articleId, 'Likeable');
    expect((await api.call('/like', { commentId: comment.id, liked: true }, fan.idToken)).json.data).toEqual({ commentId: comment.id, liked: true, likeCount: 1 });
    expect((await api.call('/like', { commentId: comment.id, liked: true }, fan.idToken)).json.data.likeCount).toBe(1);
    expect((await api.call('/my-state', { articleId }, fan.idToken)).json.data).toEqual({ ownIds: [], likedIds: [comment.id], reportedIds: [] });
    expect((await api.call('/like', { commentId: comment.id, liked: false }, fan.idToken)).json.data.likeCount).toBe(0);
    expect((await api.call('/like', { commentId: comment.id, liked: false }, fan.idToken)).json.data.likeCount).toBe(0);
    expect((await listed(articleId))[0]?.likeCount).toBe(0);
  });

  it('a member reports a comment once', async () => {
    const articleId = await insertArticle(await getDb());
    const [author, reader] = await Promise.all([commenter(), commenter()]);
    const comment = await post(author.idToken, articleId, 'Questionable');
    expect((await api.call('/report', { commentId: comment.id }, reader.idToken)).json.data).toEqual({ commentId: comment.id, reported: true });
    expectRefused(await api.call('/report', { commentId: comment.id, reason: 'Again' }, reader.idToken), 409, 'ALREADY_REPORTED');
    expect((await api.call('/my-state', { articleId }, reader.idToken)).json.data.reportedIds).toEqual([comment.id]);
    expectRefused(await api.call('/report', { commentId: comment.id, reason: 'x'.repeat(501) }, author.idToken), 400, 'VALIDATION_FAILED');
  });

  it('lists newest, oldest or most liked first', async () => {
    const articleId = await insertArticle(await getDb());
    const [a, b, c] = await Promise.all([commenter(), commenter(), commenter()]);
    const first = await post(a.idToken, articleId, 'first');
    await post(a.idToken, articleId, 'second');
    const third = await post(a.idToken, articleId, 'third');
    for (const fan of [b, c]) await api.call('/like', { commentId: first.id, liked: true }, fan.idToken);
    await api.call('/like', { commentId: third.id, liked: true }, b.idToken);
    expect((await listed(articleId)).map((x) => x.body)).toEqual(['third', 'second', 'first']);
    expect((await listed(articleId, 'oldest')).map((x) => x.body)).toEqual(['first', 'second', 'third']);
    expect((await listed(articleId, 'most-liked')).map((x) => x.body)).toEqual(['first', 'third', 'second']);
    expectRefused(await api.call('/list', { articleId, order: 'random' }), 400, 'VALIDATION_FAILED');
    // Found by the fuzzer: a NUL in a slug reached Postgres, which cannot hold it, and answered 500.
    for (const slug of ['a\u0000b', 'no/such story', ' ']) expectRefused(await api.call('/list', { slug }), 400, 'VALIDATION_FAILED');
  });

  it('pages through many comments with a cursor', async () => {
    const articleId = await insertArticle(await getDb());
    const members = await Promise.all([commenter(), commenter(), commenter()]);
    for (let i = 0; i < 25; i++) await post(members[i % 3]!.idToken, articleId, `comment ${i}`);
    const first = (await api.call('/list', { articleId, order: 'oldest' })).json.data;
    expect(first.comments).toHaveLength(20);
    expect(first.total).toBe(25);
    const second = (await api.call('/list', { articleId, order: 'oldest', cursor: first.nextCursor })).json.data;
    expect(second.comments.map((x: Listed) => x.body)).toEqual(['comment 20', 'comment 21', 'comment 22', 'comment 23', 'comment 24']);
    expect(second.nextCursor).toBeNull();
  });

  it('the story cards count visible comments only', async () => {
    const db = await getDb();
    const articleId = await insertArticle(db);
    // Cards show stories with a section.
    const [category] = await db.insert(categories).values({ slug: `section-${articleId}`, name: 'Section' }).returning({ id: categories.id });
    await db.insert(articleCategories).values({ articleId, categoryId: category!.id, position: 0 });
    const [author, moderator] = await Promise.all([commenter(), commenter({ moderator: true })]);
    const kept = await post(author.idToken, articleId, 'Kept');
    await post(author.idToken, articleId, 'A reply', kept.id);
    const hidden = await post(author.idToken, articleId, 'Hidden');
    await api.call('/hide', { commentId: hidden.id, hidden: true }, moderator.idToken);
    expect((await summariesByIds(db, [articleId]))[0]?.commentCount).toBe(2);
  });
});

describe('rate limit', () => {
  it('the post after the tenth in ten minutes is refused with 429 and stores nothing', async () => {
    const articleId = await insertArticle(await getDb());
    const member = await commenter();
    for (let i = 1; i <= 10; i++) await post(member.idToken, articleId, `number ${i}`);
    const refused = await api.call('/create', { articleId, body: 'number 11' }, member.idToken);
    expectRefused(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.call('/list', { articleId })).json.data.total).toBe(10);
    // Another member from the same address still gets through: the address allows three times as many.
    expect((await api.call('/create', { articleId, body: 'someone else' }, (await commenter()).idToken)).status).toBe(200);
  });
});
