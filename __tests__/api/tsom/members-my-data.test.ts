import myDataRoute from '@/pages/api/tsom/members/my-data';
import { getDb } from '@/lib/server/db/client';
import { comments } from '@/lib/server/db/schema/community';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { MEMBER_DATA_SECTIONS } from '@/lib/server/privacy/member-data-store';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import { createAnonymousUser, createVerifiedUser, expiredIdToken } from '../../helpers/firebase-emulator';
import { plantMemberData, type PlantedMember } from '../../helpers/member-data-rows';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
let owner: PlantedMember & { idToken: string };
let other: PlantedMember & { idToken: string };

beforeAll(async () => {
  [server] = await Promise.all([serveRoute(myDataRoute), getDb()]);
  const [ownerUser, otherUser] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  owner = { ...(await plantMemberData(ownerUser)), idToken: ownerUser.idToken };
  other = { ...(await plantMemberData(otherUser)), idToken: otherUser.idToken };
  // Another member's reply to the owner's comment: theirs, not the owner's.
  const db = await getDb();
  const [article] = await db.select({ articleId: comments.articleId }).from(comments).limit(1);
  await db.insert(comments).values({ articleId: article!.articleId, memberUid: other.uid, parentId: owner.commentId, body: `Reply ${other.marker}` });
}, 90_000);
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const download = (token?: string, search = '') => fetch(`${server.url}/api/tsom/members/my-data${search}`, { headers: bearer(token) });
const answer = async (res: Response): Promise<Answer> => ({ status: res.status, json: await res.json(), headers: res.headers });

describe('GET /api/tsom/members/my-data', () => {
  it('sends everything held about the member as a dated JSON download, never cached, and nothing secret', async () => {
    const res = await download(owner.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="panui-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    const file = JSON.parse(text);

    expect(file.profile).toMatchObject({ memberId: owner.uid, email: owner.email, name: `Aroha ${owner.marker}` });
    expect(file.account).toMatchObject({ email: owner.email, emailConfirmed: true, signInMethods: 'password' });
    for (const section of MEMBER_DATA_SECTIONS) expect({ section: section.key, rows: file[section.key]?.length ?? 0 }).toEqual({ section: section.key, rows: 1 });
    expect(file.cards[0]).toMatchObject({ brand: 'visa', last4: '4242', expires: '04/2030' });
    expect(file.transactions[0]).toMatchObject({ description: `Gift ${owner.marker}`, details: { note: owner.marker } });
    expect(file.newsletters[0]).toMatchObject({ email: owner.email, status: 'active', consentIp: '203.0.113.9' });
    expect(file.comments[0]).toMatchObject({ text: `My view ${owner.marker}` });
    expect(file.watchList[0]).toMatchObject({ show: `Show ${owner.marker}` });
    expect(file.history[0]).toMatchObject({ event: 'page_view', details: { path: `/story/${owner.marker}` } });
    expect(file.emails[0]).toMatchObject({ email: 'receipt', status: 'pending' });

    // Secrets and provider ids: card tokens, the customer id, the plan id, cookie hashes, signed links, staff addresses.
    expect(text).not.toContain('secret_');
    expect(text).not.toContain(`staff-${owner.marker}`);
    // Another member's rows, including their reply to this member's comment.
    expect(text).not.toContain(other.marker);
    expect(text).not.toContain(other.email);
  });

  it('sends a readable HTML page with the member’s own text escaped', async () => {
    const db = await getDb();
    const [article] = await db.select({ articleId: comments.articleId }).from(comments).limit(1);
    await db.insert(comments).values({ articleId: article!.articleId, memberUid: owner.uid, body: '<script>alert(1)</script> & more' });
    const res = await download(owner.idToken, '?format=html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="panui-my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(owner.email);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; more');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(other.marker);
    for (const section of MEMBER_DATA_SECTIONS) expect(html).toContain(`<section id="${section.key}">`);
  });

  it('a signed-out caller gets 401, an expired token 401, an anonymous user 403, and no file', async () => {
    expectRefused(await answer(await download()), 401, 'AUTH_REQUIRED');
    expectRefused(await answer(await download(expiredIdToken(owner.uid, owner.email))), 401, 'AUTH_EXPIRED');
    const anonymous = await createAnonymousUser();
    const res = await download(anonymous.idToken);
    expect(res.headers.get('content-disposition')).toBeNull();
    expectRefused(await answer(res), 403, 'ANONYMOUS_CALLER');
  });

  it('a fourth download within the hour gets 429 with a wait the member can act on; other members are not held back', async () => {
    for (let i = 0; i < 3; i += 1) expect((await download(owner.idToken, i === 1 ? '?format=html' : '')).status).toBe(200);
    const res = await download(owner.idToken);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3_000);
    const refused = await answer(res);
    expectRefused(refused, 429, 'RATE_LIMITED');
    expect(refused.json.error.message).toMatch(/^You can download your data 3 times an hour\. Try again in \d+ minutes\.$/);
    expect((await download(other.idToken)).status).toBe(200);
  });

  it.each([
    ['an unknown format', '?format=pdf'],
    ['an unknown parameter', '?uid=someone-else'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, search) => {
    expectRefused(await answer(await download(owner.idToken, search)), 400, 'VALIDATION_FAILED');
  });

  it('takes GET only', async () => {
    const res = await fetch(`${server.url}/api/tsom/members/my-data`, { method: 'POST', headers: bearer(owner.idToken) });
    expectRefused(await answer(res), 405, 'METHOD_NOT_ALLOWED');
  });
});
