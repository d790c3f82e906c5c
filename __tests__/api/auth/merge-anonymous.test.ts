import { eq } from 'drizzle-orm';
import handler from '@/pages/api/auth/merge-anonymous';
import { getDb } from '@/lib/server/db/client';
import { bookmarks } from '@/lib/server/db/schema/community';
import { members } from '@/lib/server/db/schema/members';
import { transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, post } from '../../helpers/api-call';
import {
  createAnonymousUser,
  createEmailUser,
  createRevokedUser,
  expiredIdToken,
  uniqueEmail,
  userExists,
} from '../../helpers/firebase-emulator';
import { insertArticle, insertBookmark, insertDonation, memberRow } from '../../helpers/member-rows';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const db = () => getDb();
const bookmarksOf = async (uid: string) =>
  (await (await db()).select().from(bookmarks).where(eq(bookmarks.memberUid, uid))).map((b) => b.articleId).sort((a, b) => a - b);
const transactionsOf = async (uid: string) =>
  (await (await db()).select().from(transactions).where(eq(transactions.memberUid, uid))).map((t) => t.id).sort();

describe('POST /api/auth/merge-anonymous', () => {
  it("moves an anonymous reader's member, bookmarks and donations to the account, then deletes the anonymous user", async () => {
    const account = await createEmailUser();
    const anonymous = await createAnonymousUser();
    const d = await db();
    const [shared, onlyAnonymous, onlyAccount] = [await insertArticle(d), await insertArticle(d), await insertArticle(d)];
    await d.insert(members).values({ uid: anonymous.uid, email: account.email, firstName: 'Aroha', stripeCustomerId: 'cus_anon' });
    await d.insert(members).values({ uid: account.uid, email: null, lastName: 'Tāne' });
    await insertBookmark(d, anonymous.uid, shared);
    await insertBookmark(d, anonymous.uid, onlyAnonymous);
    await insertBookmark(d, account.uid, shared);
    await insertBookmark(d, account.uid, onlyAccount);
    const donations = [await insertDonation(d, anonymous.uid), await insertDonation(d, anonymous.uid), await insertDonation(d, account.uid)];

    const res = await post(server.url, { anonymousToken: anonymous.idToken }, bearer(account.idToken));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { merged: true } });

    expect(await bookmarksOf(account.uid)).toEqual([shared, onlyAnonymous, onlyAccount].sort((a, b) => a - b));
    expect(await bookmarksOf(anonymous.uid)).toEqual([]);
    expect(await transactionsOf(account.uid)).toEqual([...donations].sort());
    expect(await transactionsOf(anonymous.uid)).toEqual([]);
    expect(await memberRow(anonymous.uid)).toBeUndefined();
    expect(await memberRow(account.uid)).toMatchObject({ email: account.email, firstName: 'Aroha', lastName: 'Tāne', stripeCustomerId: 'cus_anon' });
    expect(await userExists(anonymous.uid)).toBe(false);
  });

  it('is harmless to replay: nothing is left, { merged: false }', async () => {
    const account = await createEmailUser();
    const anonymous = await createAnonymousUser();
    const d = await db();
    await d.insert(members).values({ uid: anonymous.uid, email: uniqueEmail('anon') });
    await insertDonation(d, anonymous.uid);
    expect((await post(server.url, { anonymousToken: anonymous.idToken }, bearer(account.idToken))).json).toEqual({ data: { merged: true } });
    const replay = await post(server.url, { anonymousToken: anonymous.idToken }, bearer(account.idToken));
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ data: { merged: false } });
    expect(await transactionsOf(account.uid)).toHaveLength(1);
  });

  it("creates the account's member row when it has none, with the account's email", async () => {
    const account = await createEmailUser();
    const anonymous = await createAnonymousUser();
    await (await db()).insert(members).values({ uid: anonymous.uid, email: uniqueEmail('typed'), name: 'Hemi' });
    expect((await post(server.url, { anonymousToken: anonymous.idToken }, bearer(account.idToken))).json.data.merged).toBe(true);
    expect(await memberRow(account.uid)).toMatchObject({ email: account.email, name: 'Hemi', type: 'standard' });
  });

  it('answers { merged: false } when the anonymous reader owned nothing, and still deletes them', async () => {
    const account = await createEmailUser();
    const anonymous = await createAnonymousUser();
    expect((await post(server.url, { anonymousToken: anonymous.idToken }, bearer(account.idToken))).json).toEqual({ data: { merged: false } });
    expect(await memberRow(account.uid)).toBeUndefined();
    expect(await userExists(anonymous.uid)).toBe(false);
  });

  it('refuses an anonymous caller with 403 ANONYMOUS_CALLER', async () => {
    const [caller, other] = [await createAnonymousUser(), await createAnonymousUser()];
    const res = await post(server.url, { anonymousToken: other.idToken }, bearer(caller.idToken));
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('ANONYMOUS_CALLER');
    expect(await userExists(other.uid)).toBe(true);
  });

  it("refuses to merge a real account's token with 403 NOT_ANONYMOUS and touches nothing", async () => {
    const [account, victim] = [await createEmailUser(), await createEmailUser()];
    const d = await db();
    await d.insert(members).values({ uid: victim.uid, email: victim.email });
    await insertDonation(d, victim.uid);
    const res = await post(server.url, { anonymousToken: victim.idToken }, bearer(account.idToken));
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('NOT_ANONYMOUS');
    expect(await transactionsOf(victim.uid)).toHaveLength(1);
    expect(await userExists(victim.uid)).toBe(true);
  });

  it('refuses an anonymous token that is garbage, expired or revoked with 400 ANONYMOUS_TOKEN_INVALID', async () => {
    const account = await createEmailUser();
    const anonymous = await createAnonymousUser();
    const revoked = await createRevokedUser();
    for (const anonymousToken of ['garbage', expiredIdToken(anonymous.uid), revoked.idToken]) {
      const res = await post(server.url, { anonymousToken }, bearer(account.idToken));
      expect({ status: res.status, code: res.json.error?.code }).toEqual({ status: 400, code: 'ANONYMOUS_TOKEN_INVALID' });
    }
    expect(await userExists(anonymous.uid)).toBe(true);
  });

  it("refuses the caller's own token with 400 SAME_ACCOUNT", async () => {
    const account = await createEmailUser();
    const res = await post(server.url, { anonymousToken: account.idToken }, bearer(account.idToken));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('SAME_ACCOUNT');
    expect(await userExists(account.uid)).toBe(true);
  });

  it.each([
    ['no token', {}, 'AUTH_REQUIRED'],
    ['a malformed token', bearer('not.a.token'), 'AUTH_INVALID'],
  ])('refuses a caller with %s with 401', async (_name, headers, code) => {
    const anonymous = await createAnonymousUser();
    const res = await post(server.url, { anonymousToken: anonymous.idToken }, headers);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe(code);
    expect(await userExists(anonymous.uid)).toBe(true);
  });

  it('refuses a bad body with 400, a huge one with 413 and a GET with 405', async () => {
    const account = await createEmailUser();
    expect((await post(server.url, {}, bearer(account.idToken))).status).toBe(400);
    expect((await post(server.url, { anonymousToken: 'x', uid: 'y' }, bearer(account.idToken))).status).toBe(400);
    expect((await post(server.url, { anonymousToken: 'x'.repeat(200 * 1024) }, bearer(account.idToken))).status).toBe(413);
    expect((await fetch(server.url)).status).toBe(405);
  });
});
