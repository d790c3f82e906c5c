import { http, HttpResponse } from 'msw';
import { createMailchimpNewsletterProvider, subscriberHash } from '@/lib/server/providers/newsletters/mailchimp-newsletter-provider';
import { outsideWorld } from '../../../../helpers/msw';

const API = 'https://us21.api.mailchimp.com/3.0';
const provider = createMailchimpNewsletterProvider({ apiKey: 'abc123def456-us21', serverPrefix: 'us21', audienceIds: { 'morning-briefing': 'aud123' } });
const email = 'Aroha@Example.nz';
const hash = subscriberHash(email);
const memberPath = `${API}/lists/aud123/members/${hash}`;

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

function recordRequests(answer: (request: Seen) => Response): Seen[] {
  const seen: Seen[] = [];
  outsideWorld.use(
    http.all(`${API}/*`, async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const entry = { method: request.method, url: request.url, authorization: request.headers.get('authorization'), body: text ? JSON.parse(text) : null };
      seen.push(entry);
      return answer(entry);
    }),
  );
  return seen;
}

describe('Mailchimp provider (Marketing API list members)', () => {
  it('names the member by the MD5 of the lower-case address', () => {
    expect(hash).toBe('1bd0795b4665815be9c3bfc338b1c7bb');
  });

  it('PUTs a confirmed subscription as subscribed with the consent, on the mapped audience, with basic auth', async () => {
    const seen = recordRequests(() => HttpResponse.json({ status: 'subscribed' }));
    const consentAt = new Date('2026-11-22T01:02:03Z');
    await provider.put({ email, listId: 'morning-briefing', status: 'subscribed', consentAt, consentIp: '203.0.113.9' });
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: memberPath,
        authorization: `Basic ${Buffer.from('panui:abc123def456-us21').toString('base64')}`,
        body: { email_address: email, status_if_new: 'subscribed', status: 'subscribed', ip_opt: '203.0.113.9', timestamp_opt: '2026-11-22T01:02:03.000Z' },
      },
    ]);
  });

  it('falls back to pending (Mailchimp mails its own opt-in) for an address it holds as unsubscribed', async () => {
    const seen = recordRequests(({ body }) =>
      (body as { status: string }).status === 'subscribed'
        ? HttpResponse.json({ title: 'Member In Compliance State', status: 400 }, { status: 400 })
        : HttpResponse.json({ status: 'pending' }),
    );
    await provider.put({ email, listId: 'morning-briefing', status: 'subscribed', consentAt: null, consentIp: null });
    expect(seen.map((request) => request.body)).toEqual([
      { email_address: email, status_if_new: 'subscribed', status: 'subscribed' },
      { email_address: email, status_if_new: 'pending', status: 'pending' },
    ]);
  });

  it('PUTs an unsubscribe, and uses our own list id when the audience is not mapped', async () => {
    const seen = recordRequests(() => HttpResponse.json({ status: 'unsubscribed' }));
    await provider.put({ email, listId: 'climate-dispatch', status: 'unsubscribed', consentAt: null, consentIp: null });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: `${API}/lists/climate-dispatch/members/${hash}`, body: { status: 'unsubscribed', status_if_new: 'unsubscribed' } });
  });

  it.each([
    ['subscribed', 'subscribed'],
    ['pending', 'pending'],
    ['unsubscribed', 'unsubscribed'],
    ['cleaned', 'unsubscribed'],
    ['transactional', null],
  ])('reads status %s as %s', async (remote, expected) => {
    const seen = recordRequests(() => HttpResponse.json({ status: remote }));
    expect(await provider.status(email, 'morning-briefing')).toBe(expected);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `${memberPath}?fields=status` });
  });

  it('answers null for an address it does not know, and throws on other failures', async () => {
    recordRequests(() => HttpResponse.json({ title: 'Resource Not Found' }, { status: 404 }));
    expect(await provider.status(email, 'morning-briefing')).toBeNull();
    outsideWorld.resetHandlers();
    recordRequests(() => HttpResponse.json({ title: 'API Key Invalid' }, { status: 401 }));
    await expect(provider.status(email, 'morning-briefing')).rejects.toThrow('Mailchimp GET answered 401: API Key Invalid');
    await expect(provider.put({ email, listId: 'morning-briefing', status: 'unsubscribed', consentAt: null, consentIp: null })).rejects.toThrow(/401/);
  });
});
