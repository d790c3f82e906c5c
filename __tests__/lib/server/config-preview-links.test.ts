import { parseConfig } from '@/lib/server/config';

// A public production site with every other required setting, so only the preview-link rules can refuse it.
const PUBLIC_PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: 'https://news.example.nz',
  FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}',
  PAYMENTS_PROVIDER: 'sandbox',
  NEWSLETTER_TOKEN_SECRET: 'n'.repeat(32),
};

test('a local run needs no preview settings: the development secret, links for 48 hours', () => {
  const local = parseConfig({});
  expect([local.PREVIEW_LINK_SECRET, local.PREVIEW_LINK_HOURS]).toEqual([undefined, 48]);
  expect(parseConfig({ NODE_ENV: 'production' }).PREVIEW_LINK_SECRET).toBeUndefined();
});

test('a public production site must set a long PREVIEW_LINK_SECRET', () => {
  expect(() => parseConfig(PUBLIC_PRODUCTION)).toThrow(/^PREVIEW_LINK_SECRET: is required in production/);
  expect(() => parseConfig({ PREVIEW_LINK_SECRET: 'short' })).toThrow(/^PREVIEW_LINK_SECRET: must be at least 32/);
  expect(parseConfig({ ...PUBLIC_PRODUCTION, PREVIEW_LINK_SECRET: 'p'.repeat(32), PAYMENT_LINK_SECRET: 'k'.repeat(32) }).NODE_ENV).toBe('production');
});

test('PREVIEW_LINK_HOURS is a whole number of hours from 1 to 720', () => {
  expect(parseConfig({ PREVIEW_LINK_HOURS: '24' }).PREVIEW_LINK_HOURS).toBe(24);
  for (const bad of ['0', '721', '1.5', 'two']) expect(() => parseConfig({ PREVIEW_LINK_HOURS: bad })).toThrow(/^PREVIEW_LINK_HOURS: /);
});
