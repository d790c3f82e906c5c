import { ConfigError, parseConfig } from '@/lib/server/config';
import { contentAnalyticsFromConfig } from '@/lib/server/providers/content-analytics/content-analytics-from-config';

describe('content-analytics configuration', () => {
  it('is off by default, with related content at most 999 days old (SPEC §9)', () => {
    const config = parseConfig({});
    expect(config.RELATED_MAX_AGE_DAYS).toBe(999);
    expect(contentAnalyticsFromConfig(config)).toBeNull();
  });

  it('builds the HTTP service when the URL and key are both set', () => {
    const config = parseConfig({ CONTENT_ANALYTICS_URL: 'https://analytics.example.com/api', CONTENT_ANALYTICS_API_KEY: 'k', RELATED_MAX_AGE_DAYS: '30' });
    expect(config.RELATED_MAX_AGE_DAYS).toBe(30);
    expect(contentAnalyticsFromConfig(config)).toEqual(expect.objectContaining({ related: expect.any(Function) }));
  });

  it.each([
    [{ CONTENT_ANALYTICS_URL: 'https://analytics.example.com' }, /^CONTENT_ANALYTICS_API_KEY: set CONTENT_ANALYTICS_URL and CONTENT_ANALYTICS_API_KEY together/],
    [{ CONTENT_ANALYTICS_API_KEY: 'k' }, /^CONTENT_ANALYTICS_URL: set CONTENT_ANALYTICS_URL/],
    [{ CONTENT_ANALYTICS_URL: 'ftp://analytics.example.com', CONTENT_ANALYTICS_API_KEY: 'k' }, /^CONTENT_ANALYTICS_URL: must be an http/],
    [{ RELATED_MAX_AGE_DAYS: '0' }, /^RELATED_MAX_AGE_DAYS: /],
    [{ RELATED_MAX_AGE_DAYS: 'soon' }, /^RELATED_MAX_AGE_DAYS: /],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
