import { ConfigError, ownHosts, parseConfig } from '@/lib/server/config';
import { parseSentryDsn } from '@/lib/server/providers/error-tracking/sentry-dsn';

describe('parseConfig', () => {
  it('runs on defaults with nothing set', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FIREBASE_PROJECT_ID).toBe('demo-panui');
  });

  it.each([
    ['DATABASE_URL', 'nonsense'],
    ['DATABASE_URL', 'mysql://localhost/panui'],
    ['PORT', 'abc'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'not a host'],
    ['SITE_URL', 'example'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://cache.internal'],
    ['SENTRY_DSN', 'not a dsn'],
    ['SENTRY_DSN', 'https://o42.ingest.sentry.io/4242'],
    ['SENTRY_DSN', 'https://key@o42.ingest.sentry.io/project'],
    ['ANALYTICS_RETENTION_DAYS', '1'],
    ['ERROR_RETENTION_DAYS', 'a month'],
    ['PODCAST_CATEGORY', 'Newsy'],
    ['PODCAST_CATEGORY', 'News/Gossip'],
    ['PODCAST_CATEGORY', 'News/Daily News/Extra'],
    ['PODCAST_OWNER_EMAIL', 'not an address'],
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });

  it('files podcasts under News, not explicit, unless told otherwise, and takes an Apple subcategory', () => {
    expect(parseConfig({})).toMatchObject({ PODCAST_CATEGORY: 'News', PODCAST_EXPLICIT: false });
    expect(parseConfig({ PODCAST_CATEGORY: 'Society & Culture/Documentary', PODCAST_EXPLICIT: 'true' })).toMatchObject({ PODCAST_CATEGORY: 'Society & Culture/Documentary', PODCAST_EXPLICIT: true });
  });

  it('keeps analytics events 90 days and error groups 30 unless told otherwise, and reads a Sentry DSN', () => {
    const defaults = parseConfig({});
    expect([defaults.ANALYTICS_RETENTION_DAYS, defaults.ERROR_RETENTION_DAYS, defaults.SENTRY_DSN]).toEqual([90, 30, undefined]);
    expect(parseConfig({ ANALYTICS_RETENTION_DAYS: '400', ERROR_RETENTION_DAYS: '7' })).toMatchObject({ ANALYTICS_RETENTION_DAYS: 400, ERROR_RETENTION_DAYS: 7 });
    expect(parseSentryDsn('https://abc123@o42.ingest.sentry.io/4242')).toEqual({ envelopeUrl: 'https://o42.ingest.sentry.io/api/4242/envelope/', publicKey: 'abc123', dsn: 'https://abc123@o42.ingest.sentry.io/4242' });
    // A self-hosted tracker under a path and on a port (GlitchTip, Bugsink).
    expect(parseSentryDsn('http://key:secret@errors.internal:8000/tracker/7')?.envelopeUrl).toBe('http://errors.internal:8000/tracker/api/7/envelope/');
  });

  it('compresses unless told a proxy does (COMPRESS=0), and warms the page cache only when given its address', () => {
    expect(parseConfig({}).COMPRESS).toBe(true);
    expect(parseConfig({}).PAGE_CACHE_URL).toBeUndefined();
    expect(parseConfig({ COMPRESS: '0', PAGE_CACHE_URL: 'http://127.0.0.1:8080' })).toMatchObject({ COMPRESS: false, PAGE_CACHE_URL: 'http://127.0.0.1:8080' });
    expect(() => parseConfig({ PAGE_CACHE_URL: 'ftp://cache.internal' })).toThrow(/^PAGE_CACHE_URL: /);
  });

  it('accepts a postgres URL', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/panui' }).DATABASE_URL).toBe('postgres://u:p@db.internal:5432/panui');
  });

  it('accepts a redis or rediss URL for the shared rate limits', () => {
    expect(parseConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380' }).REDIS_URL).toBe('rediss://:secret@cache.internal:6380');
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
  });

  it('refuses the Auth emulator on a public production site', () => {
    expect(() =>
      parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://news.example.nz', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/^FIREBASE_AUTH_EMULATOR_HOST: /);
  });

  it('allows the emulator for a production build on localhost (npm start)', () => {
    expect(parseConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).NODE_ENV).toBe('production');
  });

  it('requires a service account for a public production site', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://news.example.nz' })).toThrow(/^FIREBASE_SERVICE_ACCOUNT: /);
    expect(() => parseConfig({ FIREBASE_SERVICE_ACCOUNT: '{not json' })).toThrow(/^FIREBASE_SERVICE_ACCOUNT: /);
  });

  it('counts the site host and SITE_HOSTS as our own', () => {
    const hosts = ownHosts(parseConfig({ SITE_URL: 'https://news.example.nz', SITE_HOSTS: 'www.example.nz, Example.nz' }));
    expect([...hosts].sort()).toEqual(['example.nz', 'news.example.nz', 'www.example.nz']);
  });
});
