import { ConfigError, parseConfig } from '@/lib/server/config';

// A public production site with every other required setting, so only the newsletter rules can refuse it.
const PUBLIC_PRODUCTION = { NODE_ENV: 'production', SITE_URL: 'https://news.example.nz', FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}', PAYMENTS_PROVIDER: 'sandbox', PREVIEW_LINK_SECRET: 'p'.repeat(32), PAYMENT_LINK_SECRET: 'k'.repeat(32) };

describe('newsletter configuration', () => {
  it('needs nothing for a local run: the dev mailbox, the development token secret, no Mailchimp', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ MAIL_FROM: 'Pānui <newsletters@localhost>' });
    expect([config.SMTP_URL, config.NEWSLETTER_TOKEN_SECRET, config.MAILCHIMP_API_KEY]).toEqual([undefined, undefined, undefined]);
  });

  it('requires NEWSLETTER_TOKEN_SECRET on a public production site, and a long one', () => {
    expect(() => parseConfig(PUBLIC_PRODUCTION)).toThrow(/^NEWSLETTER_TOKEN_SECRET: is required in production/);
    expect(() => parseConfig({ NEWSLETTER_TOKEN_SECRET: 'short' })).toThrow(/^NEWSLETTER_TOKEN_SECRET: must be at least 32/);
    expect(parseConfig({ ...PUBLIC_PRODUCTION, NEWSLETTER_TOKEN_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('takes Mailchimp key and server prefix together or not at all', () => {
    expect(() => parseConfig({ MAILCHIMP_API_KEY: 'abc123def456-us21' })).toThrow(/^MAILCHIMP_SERVER_PREFIX: set MAILCHIMP_API_KEY and MAILCHIMP_SERVER_PREFIX together/);
    expect(() => parseConfig({ MAILCHIMP_SERVER_PREFIX: 'us21' })).toThrow(ConfigError);
    expect(() => parseConfig({ MAILCHIMP_API_KEY: 'nonsense', MAILCHIMP_SERVER_PREFIX: 'us21' })).toThrow(/^MAILCHIMP_API_KEY: /);
    expect(() => parseConfig({ MAILCHIMP_LIST_IDS: 'morning-briefing' })).toThrow(/^MAILCHIMP_LIST_IDS: /);
    expect(parseConfig({ MAILCHIMP_API_KEY: 'abc123def456-us21', MAILCHIMP_SERVER_PREFIX: 'us21', MAILCHIMP_LIST_IDS: 'morning-briefing=a1b2c3' }).MAILCHIMP_SERVER_PREFIX).toBe('us21');
  });

  it('accepts only smtp:// and smtps:// URLs for SMTP_URL', () => {
    expect(parseConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.nz:465' }).SMTP_URL).toBe('smtps://user:pass@smtp.example.nz:465');
    expect(() => parseConfig({ SMTP_URL: 'http://smtp.example.nz' })).toThrow(/^SMTP_URL: /);
  });
});
