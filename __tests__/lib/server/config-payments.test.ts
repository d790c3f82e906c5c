import { parseConfig, paymentsProvider } from '@/lib/server/config';

// A public production site with every other required setting, so only the payments rules can refuse it.
const publicSite = { NODE_ENV: 'production', SITE_URL: 'https://news.example.nz', FIREBASE_SERVICE_ACCOUNT: '{}', NEWSLETTER_TOKEN_SECRET: 'n'.repeat(32), PREVIEW_LINK_SECRET: 'p'.repeat(32), PAYMENT_LINK_SECRET: 'k'.repeat(32) };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' };

describe('payments configuration', () => {
  it('uses the sandbox with nothing set, and Stripe once its key is set', () => {
    expect(paymentsProvider(parseConfig({}))).toBe('sandbox');
    expect(paymentsProvider(parseConfig(stripeKeys))).toBe('stripe');
    expect(paymentsProvider(parseConfig({ ...stripeKeys, PAYMENTS_PROVIDER: 'sandbox' }))).toBe('sandbox');
  });

  it('runs the sandbox in a public production site only when chosen explicitly', () => {
    expect(() => parseConfig(publicSite)).toThrow(/^STRIPE_SECRET_KEY: /);
    expect(paymentsProvider(parseConfig({ ...publicSite, PAYMENTS_PROVIDER: 'sandbox' }))).toBe('sandbox');
    expect(paymentsProvider(parseConfig({ ...publicSite, ...stripeKeys }))).toBe('stripe');
    // npm start serves a production build on localhost with the sandbox.
    expect(paymentsProvider(parseConfig({ NODE_ENV: 'production' }))).toBe('sandbox');
  });

  it('needs the webhook secret with Stripe, and a key for PAYMENTS_PROVIDER=stripe', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/^STRIPE_WEBHOOK_SECRET: /);
    expect(() => parseConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/^STRIPE_SECRET_KEY: /);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/^STRIPE_PUBLISHABLE_KEY: /);
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/^STRIPE_SECRET_KEY: /);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_abc'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_abc'],
    ['PAYMENTS_PROVIDER', 'paypal'],
    ['PAYMENTS_FAULT', 'sometimes'],
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(() => parseConfig({ ...stripeKeys, [name]: value })).toThrow(new RegExp(`^${name}: `));
  });

  it.each(['after-charge', 'before-settle', 'after-settle'])('refuses the crash-test switch %s in production, and takes it otherwise', (point) => {
    expect(() => parseConfig({ NODE_ENV: 'production', PAYMENTS_FAULT: point })).toThrow(/^PAYMENTS_FAULT: /);
    expect(parseConfig({ NODE_ENV: 'test', PAYMENTS_FAULT: point }).PAYMENTS_FAULT).toBe(point);
  });
});
