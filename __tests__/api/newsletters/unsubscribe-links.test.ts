import subscribeHandler from '@/pages/api/tsom/newsletters/subscribe-newsletter';
import confirmHandler from '@/pages/api/newsletters/confirm';
import oneClickHandler from '@/pages/api/newsletters/unsubscribe';
import resubscribeHandler from '@/pages/api/newsletters/resubscribe';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { linkIn } from '@/lib/server/providers/mail/dev-mailbox';
import { createNewsletterTokens, DEVELOPMENT_TOKEN_SECRET } from '@/lib/server/newsletters/newsletter-token';
import { describeLink } from '@/lib/server/newsletters/newsletter-link-service';
import { post } from '../../helpers/api-call';
import { uniqueEmail } from '../../helpers/firebase-emulator';
import { insertSeedNewsletters, mailTo, subscriptionRow } from '../../helpers/newsletter-rows';
import { serveRoute } from '../../helpers/route-server';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let subscribe: Server, confirm: Server, oneClick: Server, resubscribe: Server;
const LIST = 'climate-dispatch';

beforeAll(async () => {
  [subscribe, confirm, oneClick, resubscribe] = await Promise.all([
    serveRoute(subscribeHandler),
    serveRoute(confirmHandler),
    serveRoute(oneClickHandler),
    serveRoute(resubscribeHandler),
  ]);
  await insertSeedNewsletters();
});
afterAll(() => Promise.all([subscribe, confirm, oneClick, resubscribe].map((server) => server.close())));
beforeEach(() => resetRateLimits());

/** A confirmed subscriber and the one-click URL from the List-Unsubscribe header of their email. */
async function confirmedSubscriber(): Promise<{ email: string; oneClickUrl: URL; token: string }> {
  const email = uniqueEmail('reader');
  await post(subscribe.url, { email, listId: LIST, source: 'article' });
  const [mail] = await mailTo(email);
  await post(confirm.url, { token: linkIn(mail!, '/newsletters/confirm')!.searchParams.get('token') });
  expect((await subscriptionRow(email, LIST))?.status).toBe('active');
  const header = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
  const oneClickUrl = new URL(header!);
  return { email, oneClickUrl, token: oneClickUrl.searchParams.get('token')! };
}

/** What a mail provider sends (RFC 8058): a form body, no cookie, no CSRF token. */
const oneClickPost = (token: string | null) =>
  fetch(`${oneClick.url}/${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('POST /api/newsletters/unsubscribe (RFC 8058 one-click)', () => {
  it('unsubscribes with the token alone, and answers the same again', async () => {
    const { email, token } = await confirmedSubscriber();
    const res = await oneClickPost(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { received: true } });
    expect((await subscriptionRow(email, LIST))?.status).toBe('unsubscribed');
    expect((await oneClickPost(token)).status).toBe(200);
  });

  it('works when posted from a webmail page on another site (the cross-site check is off for it)', async () => {
    const { email, token } = await confirmedSubscriber();
    const res = await fetch(`${oneClick.url}/?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.com', 'Sec-Fetch-Site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await subscriptionRow(email, LIST))?.status).toBe('unsubscribed');
  });

  it('answers 200 with the same body for a bad, missing, confirm-purpose or tampered token, and changes nothing', async () => {
    const { email, token } = await confirmedSubscriber();
    const confirmToken = createNewsletterTokens(DEVELOPMENT_TOKEN_SECRET, () => new Date()).sign({ purpose: 'confirm', email, listId: LIST });
    const tampered = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', e: 'someone@example.nz', l: LIST, x: 9e9 })).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of ['garbage', null, confirmToken, tampered, 'x'.repeat(3_000)]) {
      const res = await oneClickPost(bad);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { received: true } });
    }
    expect((await subscriptionRow(email, LIST))?.status).toBe('active');
  });

  it('sends a browser that opens the URL to the page, without unsubscribing', async () => {
    const { email, oneClickUrl } = await confirmedSubscriber();
    const res = await fetch(`${oneClick.url}/${oneClickUrl.search}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/newsletters/unsubscribe${oneClickUrl.search}`);
    expect((await subscriptionRow(email, LIST))?.status).toBe('active');
  });
});

describe('POST /api/newsletters/resubscribe', () => {
  it('subscribes the address of an unsubscribe link again, with new consent', async () => {
    const { email, token } = await confirmedSubscriber();
    await oneClickPost(token);
    const res = await post(resubscribe.url, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ email, listId: LIST, status: 'active' });
    expect(await subscriptionRow(email, LIST)).toMatchObject({ status: 'active', source: 'resubscribe', consentIp: '127.0.0.1' });
  });

  it('refuses a bad token with 400 LINK_INVALID', async () => {
    const res = await post(resubscribe.url, { token: 'nope' });
    expect({ status: res.status, code: res.json.error.code }).toEqual({ status: 400, code: 'LINK_INVALID' });
  });
});

describe('describeLink (what the confirm and unsubscribe pages show)', () => {
  it('names the address and list of a good token, and nothing for an expired one', async () => {
    const email = uniqueEmail('page');
    let now = new Date('2026-11-01T00:00:00Z');
    const tokens = createNewsletterTokens(DEVELOPMENT_TOKEN_SECRET, () => now);
    const token = tokens.sign({ purpose: 'confirm', email, listId: LIST });
    const deps = { db: await getDb(), tokens };
    expect(await describeLink(deps, token, 'confirm')).toEqual({ email, listId: LIST, listName: 'Climate Dispatch' });
    expect(await describeLink(deps, token, 'unsubscribe')).toBeNull();
    now = new Date('2026-11-08T00:00:01Z');
    expect(await describeLink(deps, token, 'confirm')).toBeNull();
    expect(getConfig().NEWSLETTER_TOKEN_SECRET).toBeUndefined();
  });
});
