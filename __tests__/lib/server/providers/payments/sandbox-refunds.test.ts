import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { CardDeclined, RefundRefused } from '@/lib/server/providers/payments/payment-provider';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';

const customer = { uid: 'uid-sandbox-refunds', email: null, name: null, providerCustomerId: null };

async function sandbox() {
  return createSandboxPaymentProvider({ db: await getDb(), clock: () => new Date() });
}

const chargeWith = async (provider: Awaited<ReturnType<typeof sandbox>>, providerPaymentMethodId: string, amount = 5_000) =>
  provider.charge({ customer, providerPaymentMethodId, amount, description: 'Donation', idempotencyKey: `tx_${randomUUID()}`, metadata: {} });

describe('sandbox provider: refunds', () => {
  it('answers one refund id per key: a retry is the same refund, another key another refund', async () => {
    const provider = await sandbox();
    const { providerChargeId } = await chargeWith(provider, 'pm_card_visa');
    const first = await provider.refund({ providerChargeId, amount: 2_500, idempotencyKey: 'refund_a-key-1', reason: 'x' });
    expect(first.providerRefundId).toMatch(/^re_sbx_[0-9a-f]{24}$/);
    expect(await provider.refund({ providerChargeId, amount: 2_500, idempotencyKey: 'refund_a-key-1', reason: 'x' })).toEqual(first);
    expect((await provider.refund({ providerChargeId, amount: 2_500, idempotencyKey: 'refund_a-key-2', reason: 'x' })).providerRefundId).not.toBe(first.providerRefundId);
  });

  it('refuses more than its ledger says was charged, and a declined charge', async () => {
    const provider = await sandbox();
    const { providerChargeId } = await chargeWith(provider, 'pm_card_visa');
    await expect(provider.refund({ providerChargeId, amount: 5_001, idempotencyKey: 'refund_b-key', reason: 'x' })).rejects.toBeInstanceOf(RefundRefused);
    const declined = await chargeWith(provider, 'pm_card_visa_chargeDeclined').catch((error: unknown) => error as CardDeclined);
    expect(declined).toBeInstanceOf(CardDeclined);
    await expect(provider.refund({ providerChargeId: (declined as CardDeclined).chargeId!, amount: 100, idempotencyKey: 'refund_c-key', reason: 'x' })).rejects.toBeInstanceOf(RefundRefused);
  });
});
