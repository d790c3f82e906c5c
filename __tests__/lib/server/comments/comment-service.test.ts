import { randomUUID } from 'node:crypto';
import type { Caller } from '@/lib/server/auth/verify-id-token';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { AppError } from '@/lib/server/http/errors';
import type { CommentDeps } from '@/lib/server/comments/comment-deps';
import { createComment, editComment } from '@/lib/server/comments/comment-service';
import { listComments } from '@/lib/server/comments/comment-list-service';
import { findComment } from '@/lib/server/comments/comment-store';
import { eraseMemberData } from '@/lib/server/members/member-erasure-store';
import { insertArticle } from '../../../helpers/member-rows';

/** A clock the test moves by hand. */
function fakeClock(start: string) {
  let now = new Date(start);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function member(): Promise<Caller> {
  const uid = `uid-${randomUUID()}`;
  await (await getDb()).insert(members).values({ uid, email: `${uid}@example.nz`, firstName: 'Wiremu' });
  return { uid, email: `${uid}@example.nz`, emailVerified: true, isAnonymous: false };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { status: error.status, code: error.code } : error),
  );

describe('the 15-minute edit window', () => {
  it('allows edits up to 15 minutes after posting and refuses them after, leaving the text as it was', async () => {
    const db = await getDb();
    const clock = fakeClock('2026-11-23T01:00:00Z');
    const deps: CommentDeps = { db, now: clock.now };
    const author = await member();
    const articleId = await insertArticle(db);
    const comment = await createComment(deps, author, { articleId, body: 'Draft' });

    clock.advance(15 * 60 * 1000);
    expect(await editComment(deps, author, { commentId: comment.id, body: 'Just in time' })).toMatchObject({
      body: 'Just in time',
      editedAt: '2026-11-23T01:15:00.000Z',
    });

    clock.advance(1_000);
    expect(await refusal(editComment(deps, author, { commentId: comment.id, body: 'Too late' }))).toEqual({ status: 403, code: 'EDIT_WINDOW_CLOSED' });
    expect((await findComment(db, comment.id))?.body).toBe('Just in time');
  });
});

describe('deleting an account', () => {
  it("takes the member's comments away from readers, leaving a reply's thread in place", async () => {
    const db = await getDb();
    const deps: CommentDeps = { db, now: () => new Date() };
    const [leaving, staying] = [await member(), await member()];
    const articleId = await insertArticle(db);
    const top = await createComment(deps, leaving, { articleId, body: 'My name is in here' });
    await createComment(deps, staying, { articleId, body: 'A reply that stays', parentId: top.id });
    await createComment(deps, leaving, { articleId, body: 'Another of mine' });
    await eraseMemberData(db, leaving.uid, leaving.email, new Date());
    const page = await listComments(db, { articleId, order: 'newest' });
    expect(page.total).toBe(1);
    expect(page.comments).toEqual([expect.objectContaining({ id: top.id, state: 'deleted', body: '', replies: [expect.objectContaining({ body: 'A reply that stays' })] })]);
  });
});
