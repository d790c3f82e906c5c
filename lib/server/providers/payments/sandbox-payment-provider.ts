import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema/payments';
import { addInterval } from '@/lib/dates/billing-period';
import { CardDeclined, type ChargeRequest, type PaymentProvider, PaymentMethodInvalid, RefundRefused } from './payment-provider';
import { behaviourOf, cardFromToken } from './sandbox-cards';

export interface SandboxDeps {
  db: Db;
  clock: () => Date;
}

/**
 * The default provider: no network, no keys. Charges go to its own ledger (`sandbox_charges`),
 * one per idempotency key as at Stripe; subscriptions are our rows, renewed by `jobs:renew`.
 */
export function createSandboxPaymentProvider({ db, clock }: SandboxDeps): PaymentProvider {
  const findCharge = async (idempotencyKey: string) => {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row ? { providerChargeId: row.id, outcome: row.outcome, declineCode: row.declineCode } : null;
  };

  const charge = async (request: ChargeRequest) => {
    const declineCode = behaviourOf(request.providerPaymentMethodId, clock());
    await db
      .insert(sandboxCharges)
      .values({
        id: `ch_sbx_${randomUUID()}`,
        idempotencyKey: request.idempotencyKey,
        customerId: request.customer.uid,
        providerPaymentMethodId: request.providerPaymentMethodId,
        amount: request.amount,
        currency: 'NZD',
        outcome: declineCode ? 'declined' : 'succeeded',
        declineCode,
        createdAt: clock(),
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
    // A second call with the key answers the first outcome, whatever this call would have been.
    const made = await findCharge(request.idempotencyKey);
    if (!made) throw new Error('sandbox charge was not recorded');
    if (made.outcome === 'declined') throw new CardDeclined((made.declineCode ?? 'card_declined') as CardDeclined['declineCode'], made.providerChargeId);
    return { providerChargeId: made.providerChargeId };
  };

  return {
    name: 'sandbox',
    ensureCustomer: async () => null,
    async attachPaymentMethod(_customer, token) {
      const card = cardFromToken(token, clock());
      if (!card) throw new PaymentMethodInvalid('not a Stripe test card');
      // Each saved card gets its own id, so deleting one copy of a test card leaves the others.
      return { ...card, providerPaymentMethodId: `${card.providerPaymentMethodId}__${randomUUID().slice(0, 8)}` };
    },
    detachPaymentMethod: async () => undefined,
    charge,
    findCharge,
    async createSubscription(request) {
      const start = request.startsAt ?? clock();
      const providerSubscriptionId = `sub_sbx_${request.idempotencyKey}`;
      if (request.startsAt) return { providerSubscriptionId, providerChargeId: null, periodStart: start, periodEnd: addInterval(start, request.interval) };
      const { providerChargeId } = await charge(request);
      return { providerSubscriptionId, providerChargeId, periodStart: start, periodEnd: addInterval(start, request.interval) };
    },
    // The plan is our row: its new amount and interval are simply used at the next renewal.
    changeSubscription: async (request) => ({ providerSubscriptionId: request.providerSubscriptionId }),
    setSubscriptionCard: async () => undefined,
    // The renewal job reads the pause from our row.
    pauseSubscription: async () => undefined,
    cancelSubscription: async () => undefined,
    async refund(request) {
      const [charged] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, request.providerChargeId));
      // A charge missing from the ledger is one the seed (or a test) wrote straight into our
      // transactions; the sandbox stands in for that history rather than refusing it.
      if (charged?.outcome === 'declined') throw new RefundRefused(`Charge ${request.providerChargeId} was declined, so there is nothing to refund.`);
      if (charged && request.amount > charged.amount) throw new RefundRefused(`Refund amount is greater than the charge (${charged.amount} cents).`);
      // No ledger of its own: the id comes from the key, so a retried refund is the same refund,
      // and our refunds row (unique on this id) is the record.
      return { providerRefundId: `re_sbx_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}
