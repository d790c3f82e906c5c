import allHandler from '@/pages/api/tsom/newsletters/get-all-newsletters';
import checkHandler from '@/pages/api/tsom/newsletters/check-subscription-status';
import subscribeHandler from '@/pages/api/tsom/newsletters/subscribe-newsletter';
import unsubscribeHandler from '@/pages/api/tsom/newsletters/unsubscribe-newsletter';
import mineHandler from '@/pages/api/tsom/newsletters/get-newsletters';
import confirmHandler from '@/pages/api/newsletters/confirm';
import { linkIn } from '@/lib/server/providers/mail/dev-mailbox';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { type Answer, bearer, expectRefused, post } from '../../helpers/api-call';
import { createAnonymousUser, createEmailUser, createVerifiedUser, type EmailUser, expiredIdToken, uniqueEmail } from '../../helpers/firebase-emulator';
import { insertSeedNewsletters, mailTo, subscriptionRow } from '../../helpers/newsletter-rows';
import { serveRoute } from '../../helpers/route-server';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let all: Server, check: Server, subscribe: Server, unsubscribe: Server, mine: Server, confirm: Server;
let verified: EmailUser;
let unverified: EmailUser;
const LIST = 'morning-briefing';

beforeAll(async () => {
  [all, check, subscribe, unsubscribe, mine, confirm] = await Promise.all([
    serveRoute(allHandler),
    serveRoute(checkHandler),
    serveRoute(subscribeHandler),
    serveRoute(unsubscribeHandler),
    serveRoute(mineHandler),
    serveRoute(confirmHandler),
  ]);
  await insertSeedNewsletters();
  [verified, unverified] = await Promise.all([createVerifiedUser(), createEmailUser()]);
});
afterAll(() => Promise.all([all, check, subscribe, unsubscribe, mine, confirm].map((server) => server.close())));
beforeEach(() => resetRateLimits());

/** Follows the confirmation link of the newest email to `email`, as its page's button does. */
async function confirmFromMailbox(email: string): Promise<Answer> {
  const mail = (await mailTo(email)).at(-1);
  const link = mail && linkIn(mail, '/newsletters/confirm');
  if (!link) throw new Error(`no confirmation email for ${email}`);
  return post(confirm.url, { token: link.searchParams.get('token') });
}

describe('POST /api/tsom/newsletters/get-all-newsletters', () => {
  it('answers every list in order, to anyone', async () => {
    const res = await post(all.url, {});
    expect(res.status).toBe(200);
    expect(res.json.data.map((n: { listId: string }) => n.listId)).toEqual(['morning-briefing', 'the-week-in-politics', 'climate-dispatch', expect.any(String)]);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['description', 'frequency', 'listId', 'name']);
  });

  it('refuses a body and a GET', async () => {
    expectRefused(await post(all.url, { listId: LIST }), 400, 'VALIDATION_FAILED');
    expect((await fetch(all.url)).status).toBe(405);
  });
});

describe('POST /api/tsom/newsletters/subscribe-newsletter as a visitor', () => {
  it("keeps someone else's address pending until its owner confirms, and records the consent then", async () => {
    const email = uniqueEmail('visitor');
    const res = await post(subscribe.url, { email, listId: LIST, source: 'article' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ email, listId: LIST, status: 'pending' });
    expect(await subscriptionRow(email, LIST)).toMatchObject({ status: 'pending', source: 'article', consentAt: null, consentIp: null, memberUid: null });

    const [mail, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Confirm your subscription to Morning Briefing');
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/newsletters\/unsubscribe\?token=[\w%.-]+>$/);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const confirmed = await confirmFromMailbox(email);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toEqual({ email, listId: LIST, status: 'active' });
    const row = await subscriptionRow(email, LIST);
    expect(row).toMatchObject({ status: 'active', source: 'article', consentIp: '127.0.0.1' });
    expect(row?.consentAt).toBeInstanceOf(Date);
  });

  it('answers the same for an address that is already subscribed, and leaves it active', async () => {
    const email = uniqueEmail('already');
    await post(subscribe.url, { email, listId: LIST, source: 'article' });
    await confirmFromMailbox(email);
    const res = await post(subscribe.url, { email, listId: LIST, source: 'newsletters_page' });
    expect(res.json).toEqual({ data: { email, listId: LIST, status: 'pending' } });
    expect(await subscriptionRow(email, LIST)).toMatchObject({ status: 'active', source: 'article' });
  });

  it('refuses an invalid email, an unknown field and a missing source with 400', async () => {
    expectRefused(await post(subscribe.url, { email: 'not-an-email', listId: LIST, source: 'article' }), 400, 'VALIDATION_FAILED');
    expectRefused(await post(subscribe.url, { email: uniqueEmail(), listId: LIST, source: 'article', status: 'active' }), 400, 'VALIDATION_FAILED');
    expectRefused(await post(subscribe.url, { email: uniqueEmail(), listId: LIST }), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for an unknown listId and sends nothing', async () => {
    const email = uniqueEmail('nolist');
    expectRefused(await post(subscribe.url, { email, listId: 'no-such-list', source: 'article' }), 404, 'NEWSLETTER_NOT_FOUND');
    expect(await mailTo(email)).toEqual([]);
  });

  it('limits anonymous sign-ups per address with 429 and Retry-After', async () => {
    const email = uniqueEmail('flood');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await post(subscribe.url, { email, listId: LIST, source: 'article' })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await post(subscribe.url, { email, listId: 'climate-dispatch', source: 'article' });
    expectRefused(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits anonymous sign-ups per client with 429, whatever the address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(subscribe.url, { email: uniqueEmail('many'), listId: LIST, source: 'article' })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('treats an anonymous session as a visitor, keeping its uid for a later merge', async () => {
    const anonymous = await createAnonymousUser();
    const email = uniqueEmail('donor');
    const res = await post(subscribe.url, { email, listId: LIST, source: 'donation' }, bearer(anonymous.idToken));
    expect(res.json.data).toEqual({ email, listId: LIST, status: 'pending' });
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('refuses a bad token with 401 rather than treating the caller as a visitor', async () => {
    expectRefused(await post(subscribe.url, { email: uniqueEmail(), listId: LIST, source: 'article' }, bearer('not.a.token')), 401, 'AUTH_INVALID');
  });
});

describe('POST /api/tsom/newsletters/subscribe-newsletter as a member', () => {
  it('subscribes a verified email at once, with the consent recorded', async () => {
    const res = await post(subscribe.url, { email: verified.email.toUpperCase(), listId: 'climate-dispatch', source: 'newsletters_page' }, bearer(verified.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ email: verified.email, listId: 'climate-dispatch', status: 'active' });
    expect(await subscriptionRow(verified.email, 'climate-dispatch')).toMatchObject({
      status: 'active',
      source: 'newsletters_page',
      consentIp: '127.0.0.1',
    });
    expect(await mailTo(verified.email)).toEqual([]);
  });

  it('asks an unverified email to confirm first', async () => {
    const res = await post(subscribe.url, { email: unverified.email, listId: LIST, source: 'newsletters_page' }, bearer(unverified.idToken));
    expect(res.json.data).toEqual({ email: unverified.email, listId: LIST, status: 'pending' });
    expect(await mailTo(unverified.email)).toHaveLength(1);
    expect((await confirmFromMailbox(unverified.email)).json.data.status).toBe('active');
  });

  it("refuses another email with 403 and changes nothing", async () => {
    const other = uniqueEmail('other');
    expectRefused(await post(subscribe.url, { email: other, listId: LIST, source: 'article' }, bearer(verified.idToken)), 403, 'FORBIDDEN');
    expect(await subscriptionRow(other, LIST)).toBeUndefined();
    expect(await mailTo(other)).toEqual([]);
  });

  it('limits an unverified member per address (each call mails a confirmation), but not a verified one', async () => {
    const fresh = await createEmailUser();
    const body = { listId: LIST, source: 'profile' };
    const unverifiedStatuses = [];
    const verifiedStatuses = [];
    for (let i = 0; i < 7; i++) {
      unverifiedStatuses.push((await post(subscribe.url, { ...body, email: fresh.email }, bearer(fresh.idToken))).status);
      verifiedStatuses.push((await post(subscribe.url, { ...body, email: verified.email }, bearer(verified.idToken))).status);
    }
    expect(unverifiedStatuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(verifiedStatuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });

  it('re-subscribes after an unsubscribe', async () => {
    const body = { email: verified.email, listId: 'the-week-in-politics' };
    await post(subscribe.url, { ...body, source: 'newsletters_page' }, bearer(verified.idToken));
    expect((await post(unsubscribe.url, body, bearer(verified.idToken))).json.data.status).toBe('unsubscribed');
    const again = await post(subscribe.url, { ...body, source: 'profile' }, bearer(verified.idToken));
    expect(again.json.data.status).toBe('active');
    expect(await subscriptionRow(verified.email, 'the-week-in-politics')).toMatchObject({ status: 'active', source: 'profile' });
  });
});

describe('a visitor re-subscribing an address that unsubscribed', () => {
  it('makes it pending again and active only once confirmed', async () => {
    const member = await createVerifiedUser();
    await post(subscribe.url, { email: member.email, listId: LIST, source: 'profile' }, bearer(member.idToken));
    await post(unsubscribe.url, { email: member.email, listId: LIST }, bearer(member.idToken));
    const res = await post(subscribe.url, { email: member.email, listId: LIST, source: 'article' });
    expect(res.json.data.status).toBe('pending');
    expect((await subscriptionRow(member.email, LIST))?.status).toBe('pending');
    await confirmFromMailbox(member.email);
    expect(await subscriptionRow(member.email, LIST)).toMatchObject({ status: 'active', source: 'article' });
  });
});

describe('POST /api/newsletters/confirm', () => {
  it('refuses a token that is not ours with 400 LINK_INVALID', async () => {
    expectRefused(await post(confirm.url, { token: 'abc.def' }), 400, 'LINK_INVALID');
    expectRefused(await post(confirm.url, {}), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/tsom/newsletters/check-subscription-status', () => {
  it('answers the status of the caller’s own email: none, pending, active, unsubscribed', async () => {
    const member = await createEmailUser();
    const body = { email: member.email, listId: 'climate-dispatch' };
    expect((await post(check.url, body, bearer(member.idToken))).json.data).toEqual({ ...body, status: 'none' });
    await post(subscribe.url, { ...body, source: 'profile' }, bearer(member.idToken));
    expect((await post(check.url, body, bearer(member.idToken))).json.data.status).toBe('pending');
    await confirmFromMailbox(member.email);
    expect((await post(check.url, body, bearer(member.idToken))).json.data.status).toBe('active');
    await post(unsubscribe.url, body, bearer(member.idToken));
    expect((await post(check.url, body, bearer(member.idToken))).json.data.status).toBe('unsubscribed');
  });

  it('refuses another email (403), an anonymous session (403), no token (401), an unknown list (404), a bad email (400)', async () => {
    const anonymous = await createAnonymousUser();
    expectRefused(await post(check.url, { email: uniqueEmail(), listId: LIST }, bearer(verified.idToken)), 403, 'FORBIDDEN');
    expectRefused(await post(check.url, { email: uniqueEmail(), listId: LIST }, bearer(anonymous.idToken)), 403, 'FORBIDDEN');
    expectRefused(await post(check.url, { email: verified.email, listId: LIST }), 401, 'AUTH_REQUIRED');
    expectRefused(await post(check.url, { email: verified.email, listId: LIST }, bearer(expiredIdToken(verified.uid, verified.email))), 401, 'AUTH_EXPIRED');
    expectRefused(await post(check.url, { email: verified.email, listId: 'no-such-list' }, bearer(verified.idToken)), 404, 'NEWSLETTER_NOT_FOUND');
    expectRefused(await post(check.url, { email: 'nope', listId: LIST }, bearer(verified.idToken)), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/tsom/newsletters/unsubscribe-newsletter', () => {
  it('unsubscribes the caller, keeps the consent trail, and is idempotent', async () => {
    const member = await createVerifiedUser();
    const body = { email: member.email, listId: LIST };
    await post(subscribe.url, { ...body, source: 'profile' }, bearer(member.idToken));
    const consentAt = (await subscriptionRow(member.email, LIST))?.consentAt;
    const res = await post(unsubscribe.url, body, bearer(member.idToken));
    expect(res.json.data).toEqual({ ...body, status: 'unsubscribed' });
    expect(await subscriptionRow(member.email, LIST)).toMatchObject({ status: 'unsubscribed', consentAt, source: 'profile' });
    expect((await post(unsubscribe.url, body, bearer(member.idToken))).json.data.status).toBe('unsubscribed');
  });

  it('refuses another email with 403, no token with 401 and an unknown list with 404, changing nothing', async () => {
    const victim = uniqueEmail('victim');
    await post(subscribe.url, { email: victim, listId: LIST, source: 'article' });
    await confirmFromMailbox(victim);
    expectRefused(await post(unsubscribe.url, { email: victim, listId: LIST }, bearer(verified.idToken)), 403, 'FORBIDDEN');
    expectRefused(await post(unsubscribe.url, { email: victim, listId: LIST }), 401, 'AUTH_REQUIRED');
    expectRefused(await post(unsubscribe.url, { email: verified.email, listId: 'no-such-list' }, bearer(verified.idToken)), 404, 'NEWSLETTER_NOT_FOUND');
    expect((await subscriptionRow(victim, LIST))?.status).toBe('active');
  });
});

describe('POST /api/tsom/newsletters/get-newsletters', () => {
  it("lists only the caller's own subscriptions", async () => {
    const member = await createVerifiedUser();
    await post(subscribe.url, { email: member.email, listId: 'climate-dispatch', source: 'profile' }, bearer(member.idToken));
    await post(subscribe.url, { email: member.email, listId: LIST, source: 'profile' }, bearer(member.idToken));
    await post(unsubscribe.url, { email: member.email, listId: LIST }, bearer(member.idToken));
    const res = await post(mine.url, {}, bearer(member.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { listId: 'climate-dispatch', email: member.email, status: 'active', source: 'profile', consentAt: expect.any(String) },
      { listId: LIST, email: member.email, status: 'unsubscribed', source: 'profile', consentAt: expect.any(String) },
    ]);
  });

  it('answers an empty list to an anonymous session, 401 without a token and 400 for a body', async () => {
    const anonymous = await createAnonymousUser();
    expect((await post(mine.url, {}, bearer(anonymous.idToken))).json).toEqual({ data: [] });
    expectRefused(await post(mine.url, {}), 401, 'AUTH_REQUIRED');
    expectRefused(await post(mine.url, { email: verified.email }, bearer(verified.idToken)), 400, 'VALIDATION_FAILED');
  });
});
