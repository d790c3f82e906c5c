import { eq } from 'drizzle-orm';
import authHandler from '@/pages/api/auth/auth';
import loginHandler from '@/pages/api/auth/login';
import deleteHandler from '@/pages/api/tsom/members/delete-member';
import createHandler from '@/pages/api/tsom/members/index';
import signOutEverywhereHandler from '@/pages/api/tsom/members/sign-out-everywhere';
import { getDb } from '@/lib/server/db/client';
import { paymentMethods, subscriptions, transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, expectRefused, get, post } from '../../helpers/api-call';
import { createEmailUser, type EmailUser, tokenSignedInAgo, userExists } from '../../helpers/firebase-emulator';
import { insertArticle, insertBookmark, memberRow } from '../../helpers/member-rows';
import { paymentRequest, servePaymentRoutes } from '../../helpers/payment-routes';
import { serveRoute } from '../../helpers/route-server';
import { cookieHeader, sessionSetCookie } from '../../helpers/session-cookies';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let payments: Awaited<ReturnType<typeof servePaymentRoutes>>;
let login: Server;
let auth: Server;
let create: Server;
let everywhere: Server;
let remove: Server;

beforeAll(async () => {
  [payments, login, auth, create, everywhere, remove] = await Promise.all([
    servePaymentRoutes(),
    serveRoute(loginHandler),
    serveRoute(authHandler),
    serveRoute(createHandler),
    serveRoute(signOutEverywhereHandler),
    serveRoute(deleteHandler),
  ]);
});
afterAll(() => Promise.all([payments.close(), login.close(), auth.close(), create.close(), everywhere.close(), remove.close()]));
beforeEach(() => resetRateLimits());

const CONFIRM = { confirm: 'DELETE MY ACCOUNT' };
/**
 * A member signed in ten seconds ago (Firebase compares revocation in whole seconds, so a token
 * from this very second would survive a revocation made in it), with a member row and a session cookie.
 */
async function signedInMember(): Promise<{ user: EmailUser; token: string; cookie: string }> {
  const user = await createEmailUser();
  const token = await tokenSignedInAgo(user, 10);
  expect((await post(create.url, { email: user.email, firstName: 'Aroha', lastName: 'Ngata' }, bearer(token))).status).toBe(200);
  const cookie = sessionSetCookie((await post(login.url, { token })).headers)?.value;
  if (!cookie) throw new Error('login set no session cookie');
  return { user, token, cookie };
}

describe('POST /api/tsom/members/sign-out-everywhere', () => {
  it('revokes every token and session cookie of the caller, and only of the caller', async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    const res = await post(everywhere.url, {}, { ...bearer(alice.token), ...cookieHeader(alice.cookie) });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ signedOut: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionSetCookie(res.headers)?.value).toBe('');

    expectRefused(await get(auth.url, cookieHeader(alice.cookie)), 401, 'AUTH_REVOKED');
    expectRefused(await payments.call('/subscriptions', {}, alice.token), 401, 'AUTH_REVOKED');
    expect((await get(auth.url, cookieHeader(bob.cookie))).json.data.status).toBe('authenticated');
    expect((await payments.call('/subscriptions', {}, bob.token)).status).toBe(200);
  });

  it('ends a sign-in made in the same second as the click', async () => {
    const user = await createEmailUser();
    // Signed in at the start of a second, so the click falls in that same second.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000)));
    const token = await tokenSignedInAgo(user, 0);
    expect((await post(everywhere.url, {}, bearer(token))).status).toBe(200);
    expectRefused(await payments.call('/subscriptions', {}, token), 401, 'AUTH_REVOKED');
  });

  it.each([
    ['no token', {}, undefined, 401, 'AUTH_REQUIRED'],
    ['an unknown field', { uid: 'someone-else' }, 'token', 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, body, withToken, status, code) => {
    const alice = await signedInMember();
    expectRefused(await post(everywhere.url, body, bearer(withToken ? alice.token : undefined)), status, code);
  });
});

describe('POST /api/tsom/members/delete-member', () => {
  it('cancels subscriptions, deletes cards, removes personal data, keeps anonymised transactions and deletes the Firebase user', async () => {
    const carol = await signedInMember();
    const dave = await signedInMember();
    const db = await getDb();
    const paid = await payments.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), carol.token);
    expect(paid.status).toBe(200);
    expect((await payments.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard', isSub: false }, carol.token)).status).toBe(200);
    expect((await payments.call('', paymentRequest({ billingInterval: 'MONTHLY' }), dave.token)).status).toBe(200);
    await insertBookmark(db, carol.user.uid, await insertArticle(db));

    const res = await post(remove.url, CONFIRM, { ...bearer(carol.token), ...cookieHeader(carol.cookie) });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ deleted: true });
    expect(sessionSetCookie(res.headers)?.value).toBe('');

    expect(await memberRow(carol.user.uid)).toMatchObject({ email: null, name: null, firstName: null, lastName: null });
    const carolSubscriptions = await db.select().from(subscriptions).where(eq(subscriptions.memberUid, carol.user.uid));
    expect(carolSubscriptions).toEqual([expect.objectContaining({ status: 'DELETED', cancelReason: 'account_deleted' })]);
    const cards = await db.select().from(paymentMethods).where(eq(paymentMethods.memberUid, carol.user.uid));
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => card.deletedAt !== null)).toBe(true);
    const [kept] = await db.select().from(transactions).where(eq(transactions.memberUid, carol.user.uid));
    expect(kept).toMatchObject({ amount: 1_000, status: 'succeeded', metadata: {} });
    expect(await userExists(carol.user.uid)).toBe(false);
    expectRefused(await get(auth.url, cookieHeader(carol.cookie)), 401, 'AUTH_INVALID');

    // The other member is untouched.
    expect(await memberRow(dave.user.uid)).toMatchObject({ email: dave.user.email });
    expect((await payments.call('/subscriptions', {}, dave.token)).json.data).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
    expect(await userExists(dave.user.uid)).toBe(true);
  });

  it.each([
    ['no confirmation', {}],
    ['the wrong confirmation', { confirm: 'yes' }],
    ['another member’s uid', { ...CONFIRM, uid: 'someone-else' }],
  ])('refuses %s with 400 and deletes nothing', async (_name, body) => {
    const erin = await signedInMember();
    expectRefused(await post(remove.url, body, bearer(erin.token)), 400, 'VALIDATION_FAILED');
    expect(await userExists(erin.user.uid)).toBe(true);
    expect(await memberRow(erin.user.uid)).toMatchObject({ email: erin.user.email });
  });

  it('refuses a caller without a token', async () => {
    expectRefused(await post(remove.url, CONFIRM), 401, 'AUTH_REQUIRED');
  });
});

describe('POST /api/tsom/payments/cancel-subscription with a reason', () => {
  it('records the reason, and another member’s subscription is a 404', async () => {
    const frank = await signedInMember();
    const grace = await signedInMember();
    const paid = await payments.call('', paymentRequest({ billingInterval: 'MONTHLY' }), frank.token);
    const subscriptionId: string = paid.json.data.subscription.subscriptionId;
    expectRefused(await payments.call('/cancel-subscription', { subscriptionId, reason: 'too_expensive' }, grace.token), 404, 'NOT_FOUND');
    expectRefused(await payments.call('/cancel-subscription', { subscriptionId, reason: 'bored' }, frank.token), 400, 'VALIDATION_FAILED');
    const res = await payments.call('/cancel-subscription', { subscriptionId, reason: 'too_expensive' }, frank.token);
    expect(res.status).toBe(200);
    expect(res.json.data.subscription.status).toBe('DELETED');
    const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row?.cancelReason).toBe('too_expensive');
  });
});
