import { metricsText } from '@/lib/server/observability/metrics';
import { observedPaymentProvider } from '@/lib/server/providers/payments/observed-payment-provider';
import { AuthenticationRequired, CardDeclined, type PaymentProvider } from '@/lib/server/providers/payments/payment-provider';

const series = (outcome: string) => `panui_payments_total{provider="sandbox",operation="charge",outcome="${outcome}"}`;
const count = async (outcome: string) => Number(new RegExp(`^${series(outcome).replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec((await metricsText()).body)?.[1] ?? 0);
const counts = async () => Object.fromEntries(await Promise.all(['succeeded', 'declined', 'authentication', 'failed'].map(async (outcome) => [outcome, await count(outcome)])));

const providerThatAnswers = (answers: (() => Promise<{ providerChargeId: string }>)[]) => {
  const next = [...answers];
  return observedPaymentProvider({ name: 'sandbox', charge: () => next.shift()!() } as unknown as PaymentProvider);
};

test('a charge is counted by how it ended: a 3-D Secure challenge is neither a decline nor a failure', async () => {
  const provider = providerThatAnswers([
    async () => ({ providerChargeId: 'ch_1' }),
    async () => {
      throw new CardDeclined('card_declined');
    },
    async () => {
      throw new AuthenticationRequired({ intentId: 'pi_sbx_1', clientSecret: 'secret' });
    },
    async () => {
      throw new Error('the provider is down');
    },
  ]);
  const before = await counts();
  const request = {} as Parameters<PaymentProvider['charge']>[0];
  await expect(provider.charge(request)).resolves.toEqual({ providerChargeId: 'ch_1' });
  await expect(provider.charge(request)).rejects.toBeInstanceOf(CardDeclined);
  await expect(provider.charge(request)).rejects.toBeInstanceOf(AuthenticationRequired);
  await expect(provider.charge(request)).rejects.toThrow('the provider is down');
  const after = await counts();
  expect(Object.fromEntries(Object.keys(after).map((outcome) => [outcome, after[outcome] - before[outcome]]))).toEqual({ succeeded: 1, declined: 1, authentication: 1, failed: 1 });
});
