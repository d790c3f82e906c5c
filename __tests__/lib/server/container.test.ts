import { appServices, createServices } from '@/lib/server/container';
import { getConfig } from '@/lib/server/config';
import { closeDatabase, type Db, getDb } from '@/lib/server/db/client';
import type { PaymentProvider } from '@/lib/server/providers/payments/payment-provider';

// A database that is never reached: these calls answer before any query, or the test counts the openings.
const unreachable = {} as Db;
const sandboxProvider = { name: 'sandbox' } as PaymentProvider;
const stripeProvider = { name: 'stripe' } as PaymentProvider;
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };

describe('createServices', () => {
  it('opens the database on the first service call, once per container, and not when built', async () => {
    let openings = 0;
    const services = createServices({
      db: async () => {
        openings += 1;
        return unreachable;
      },
      config: getConfig(),
      clock: () => new Date('2030-01-15T00:00:00Z'),
      providers: { payments: sandboxProvider },
    });
    expect(openings).toBe(0);
    await services.payments.createSandboxCard(visa);
    await services.payments.createSandboxCard(visa);
    expect(openings).toBe(1);
  });

  it('opens the database again at the next call when opening it failed', async () => {
    let openings = 0;
    const services = createServices({
      db: async () => {
        openings += 1;
        if (openings === 1) throw new Error('the database is still starting');
        return unreachable;
      },
      config: getConfig(),
      clock: () => new Date('2030-01-15T00:00:00Z'),
      providers: { payments: sandboxProvider },
    });
    await expect(services.payments.createSandboxCard(visa)).rejects.toThrow('the database is still starting');
    await expect(services.payments.createSandboxCard(visa)).resolves.toEqual({ paymentMethodId: expect.any(String) });
    expect(openings).toBe(2);
  });

  it('hands the services the clock and the providers a test gives it', async () => {
    const at = (iso: string, payments: PaymentProvider) => createServices({ db: unreachable, config: getConfig(), clock: () => new Date(iso), providers: { payments } });
    expect(await at('2030-01-15T00:00:00Z', sandboxProvider).payments.createSandboxCard(visa)).toEqual({ paymentMethodId: expect.any(String) });
    // The same card is past its expiry on a later clock, and refused by a provider that is not the sandbox.
    await expect(at('2032-01-15T00:00:00Z', sandboxProvider).payments.createSandboxCard(visa)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(at('2030-01-15T00:00:00Z', stripeProvider).payments.createSandboxCard(visa)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('appServices', () => {
  it('keeps one container while the database stays open, and builds another for a new one', async () => {
    await getDb();
    const services = appServices();
    expect(appServices()).toBe(services);
    expect(appServices(() => new Date('2030-01-15T00:00:00Z'))).not.toBe(services);
    await closeDatabase();
    const reopened = appServices();
    expect(reopened).not.toBe(services);
    // Its services reach the database opened again, not the closed one.
    expect(await reopened.newsletters.listNewsletters()).toEqual(expect.any(Array));
    expect(appServices()).toBe(appServices());
  });
});
