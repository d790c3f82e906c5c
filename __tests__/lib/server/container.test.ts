import { createServices } from '@/lib/server/container';
import { getConfig } from '@/lib/server/config';
import type { Db } from '@/lib/server/db/client';
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

  it('hands the services the clock and the providers a test gives it', async () => {
    const at = (iso: string, payments: PaymentProvider) => createServices({ db: unreachable, config: getConfig(), clock: () => new Date(iso), providers: { payments } });
    expect(await at('2030-01-15T00:00:00Z', sandboxProvider).payments.createSandboxCard(visa)).toEqual({ paymentMethodId: expect.any(String) });
    // The same card is past its expiry on a later clock, and refused by a provider that is not the sandbox.
    await expect(at('2032-01-15T00:00:00Z', sandboxProvider).payments.createSandboxCard(visa)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(at('2030-01-15T00:00:00Z', stripeProvider).payments.createSandboxCard(visa)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
