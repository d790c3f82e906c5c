import { getDb } from '@/lib/server/db/client';
import type { NewsletterProvider, ProviderStatus, ProviderSubscription } from '@/lib/server/providers/newsletters/newsletter-provider';
import type { NewsletterDeps } from '@/lib/server/newsletters/newsletter-deps';
import { checkSubscriptionStatus, unsubscribeNewsletter } from '@/lib/server/newsletters/newsletter-service';
import { confirmSubscription, subscribeNewsletter } from '@/lib/server/newsletters/newsletter-subscribe-service';
import { createNewsletterTokens } from '@/lib/server/newsletters/newsletter-token';
import { insertSeedNewsletters, subscriptionRow } from '../../../helpers/newsletter-rows';
import { capturingMailer, drainTestOutbox } from '../../../helpers/outbox';

const LIST = 'morning-briefing';

/** A provider that records what it was told and answers `remote` for status, or fails when told to. */
function fakeProvider(options: { remote?: ProviderStatus | null; failing?: boolean } = {}) {
  const puts: ProviderSubscription[] = [];
  const provider: NewsletterProvider = {
    name: 'mailchimp',
    async put(subscription) {
      if (options.failing) throw new Error('Mailchimp is down');
      puts.push(subscription);
    },
    status: async () => options.remote ?? null,
  };
  return { provider, puts };
}

async function deps(provider: NewsletterProvider) {
  const errors: string[] = [];
  const now = () => new Date('2026-11-22T09:00:00Z');
  const value: NewsletterDeps = {
    db: await getDb(),
    provider,
    tokens: createNewsletterTokens('a-test-secret-that-is-at-least-32-characters', now),
    now,
    siteUrl: 'https://news.example.nz',
    logError: (message) => void errors.push(message),
  };
  return { deps: value, errors };
}

const member = (email: string) => ({ uid: `uid-${email}`, email, emailVerified: true, isAnonymous: false });

beforeAll(() => insertSeedNewsletters());

describe('newsletter services with a provider', () => {
  it('sends the provider confirmed subscriptions with their consent, never pending ones', async () => {
    const { provider, puts } = fakeProvider();
    const { deps: d } = await deps(provider);
    await subscribeNewsletter(d, null, { email: 'visitor@example.nz', listId: LIST, source: 'article' }, '203.0.113.5');
    expect(puts).toEqual([]);
    const mailer = capturingMailer();
    await drainTestOutbox({ mailer });
    const sent = mailer.sent.filter((mail) => mail.to === 'visitor@example.nz');
    const token = new URL(/https:\/\/\S+\/newsletters\/confirm\S+/.exec(sent[0]!.text)![0]).searchParams.get('token')!;
    await confirmSubscription(d, token, '203.0.113.6');
    expect(puts).toEqual([
      { email: 'visitor@example.nz', listId: LIST, status: 'subscribed', consentAt: new Date('2026-11-22T09:00:00Z'), consentIp: '203.0.113.6' },
    ]);
    expect(sent[0]!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/news\.example\.nz\/api\/newsletters\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps the change when the provider fails, and logs it for the sync', async () => {
    const { provider } = fakeProvider({ failing: true });
    const { deps: d, errors } = await deps(provider);
    const answer = await subscribeNewsletter(d, member('down@example.nz'), { email: 'down@example.nz', listId: LIST, source: 'profile' }, '203.0.113.7');
    expect(answer.status).toBe('active');
    expect((await subscriptionRow('down@example.nz', LIST))?.status).toBe('active');
    expect(errors).toEqual([`could not send ${LIST} (active) to mailchimp`]);
  });

  it('takes over an unsubscribe made in Mailchimp when the status is checked', async () => {
    const caller = member('left@example.nz');
    const subscribed = await deps(fakeProvider().provider);
    await subscribeNewsletter(subscribed.deps, caller, { email: caller.email, listId: LIST, source: 'profile' }, '203.0.113.8');
    const { deps: d } = await deps(fakeProvider({ remote: 'unsubscribed' }).provider);
    expect(await checkSubscriptionStatus(d, caller, { email: caller.email, listId: LIST })).toEqual({ email: caller.email, listId: LIST, status: 'unsubscribed' });
    expect((await subscriptionRow(caller.email, LIST))?.status).toBe('unsubscribed');
  });

  it('tells the provider about an unsubscribe', async () => {
    const caller = member('bye@example.nz');
    const { provider, puts } = fakeProvider();
    const { deps: d } = await deps(provider);
    await subscribeNewsletter(d, caller, { email: caller.email, listId: LIST, source: 'profile' }, '203.0.113.9');
    await unsubscribeNewsletter(d, caller, { email: caller.email, listId: LIST });
    expect(puts.map((put) => put.status)).toEqual(['subscribed', 'unsubscribed']);
  });
});
