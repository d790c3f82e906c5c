import { ConfigError, ownHosts, parseConfig } from '@/lib/server/config';

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
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
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
