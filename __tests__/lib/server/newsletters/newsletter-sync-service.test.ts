import { http, HttpResponse } from 'msw';
import { getDb } from '@/lib/server/db/client';
import { newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { createMailchimpNewsletterProvider, subscriberHash } from '@/lib/server/providers/newsletters/mailchimp-newsletter-provider';
import { syncSubscriptions } from '@/lib/server/newsletters/newsletter-sync-service';
import { outsideWorld } from '../../../helpers/msw';
import { insertSeedNewsletters } from '../../../helpers/newsletter-rows';

describe('syncSubscriptions (npm run newsletters:sync)', () => {
  it('PUTs every active and unsubscribed address to Mailchimp, leaves pending ones out, and reports failures', async () => {
    await insertSeedNewsletters();
    const db = await getDb();
    const consentAt = new Date('2026-11-20T08:00:00Z');
    await db.insert(newsletterSubscriptions).values([
      { email: 'a@example.nz', listId: 'morning-briefing', source: 'article', status: 'active', consentAt, consentIp: '198.51.100.1' },
      { email: 'b@example.nz', listId: 'morning-briefing', source: 'article', status: 'pending' },
      { email: 'c@example.nz', listId: 'climate-dispatch', source: 'profile', status: 'unsubscribed', consentAt, consentIp: '198.51.100.2' },
      { email: 'broken@example.nz', listId: 'climate-dispatch', source: 'profile', status: 'active', consentAt, consentIp: '198.51.100.3' },
    ]);
    const puts: { url: string; body: unknown }[] = [];
    outsideWorld.use(
      http.put('https://us21.api.mailchimp.com/3.0/lists/:list/members/:hash', async ({ request, params }) => {
        const body = await request.json();
        puts.push({ url: request.url, body });
        if (params.hash === subscriberHash('broken@example.nz')) return HttpResponse.json({ title: 'Invalid Resource' }, { status: 400 });
        return HttpResponse.json({});
      }),
    );
    const provider = createMailchimpNewsletterProvider({ apiKey: 'abc123def456-us21', serverPrefix: 'us21', audienceIds: { 'morning-briefing': 'aud1' } });
    const report = await syncSubscriptions({ db, provider }, { batchSize: 2 });
    expect(report).toEqual({ sent: 2, skipped: 1, failed: [{ email: 'broken@example.nz', listId: 'climate-dispatch', error: expect.stringContaining('400') }] });
    expect(puts.slice(0, 2)).toEqual([
      {
        url: `https://us21.api.mailchimp.com/3.0/lists/aud1/members/${subscriberHash('a@example.nz')}`,
        body: { email_address: 'a@example.nz', status_if_new: 'subscribed', status: 'subscribed', ip_opt: '198.51.100.1', timestamp_opt: consentAt.toISOString() },
      },
      {
        url: `https://us21.api.mailchimp.com/3.0/lists/climate-dispatch/members/${subscriberHash('c@example.nz')}`,
        body: { email_address: 'c@example.nz', status_if_new: 'unsubscribed', status: 'unsubscribed', ip_opt: '198.51.100.2', timestamp_opt: consentAt.toISOString() },
      },
    ]);
  });
});
