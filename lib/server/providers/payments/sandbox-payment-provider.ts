import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema/payments';
import { addInterval } from '@/lib/dates/billing-period';
import {
  AuthenticationRequired,
  CardDeclined,
  type ChargeRequest,
  type DeclineCode,
  type PaymentProvider,
  PaymentMethodInvalid,
  RefundRefused,
} from './payment-provider';
import { behaviourOf, cardFromToken } from './sandbox-cards';

export interface SandboxDeps {
  db: Db;
  clock: () => Date;
}

type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

/** The plan a sandbox subscription's first charge starts: its id follows from our transaction id. */
export const sandboxSubscriptionId = (idempotencyKey: string) => `sub_sbx_${idempotencyKey}`;

const pendingOf = (row: SandboxChargeRow) => new AuthenticationRequired({ intentId: row.id, clientSecret: row.clientSecret ?? '' });

/**
 * The default provider: no network, no keys. Charges go to its own ledger (`sandbox_charges`),
 * one per idempotency key as at Stripe; subscriptions are our rows, renewed by `jobs:renew`. A
 * 3-D Secure test card leaves its charge `requires_action` until the sandbox's challenge screen
 * (our stand-in for the bank) completes or fails it (sandbox-challenge-service.ts).
 */
export function createSandboxPaymentProvider({ db, clock }: SandboxDeps): PaymentProvider {
  const findRow = async (idempotencyKey: string) => (await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey)))[0];
  const findCharge = async (idempotencyKey: string) => {
    const row = await findRow(idempotencyKey);
    // A challenge nobody answered moved no money: for recovery it is no charge at all.
    if (!row || row.outcome === 'requires_action') return null;
    return { providerChargeId: row.id, outcome: row.outcome, declineCode: row.declineCode };
  };

  const charge = async (request: ChargeRequest) => {
    const behaviour = behaviourOf(request.providerPaymentMethodId, clock());
    const asks = behaviour === 'authenticate' || (behaviour === 'authenticate_on_session' && !request.offSession);
    const declineCode: DeclineCode | null = asks || behaviour === 'authenticate_on_session' ? null : behaviour;
    await db
      .insert(sandboxCharges)
      .values({
        id: asks ? `pi_sbx_${randomUUID()}` : `ch_sbx_${randomUUID()}`,
        idempotencyKey: request.idempotencyKey,
        customerId: request.customer.uid,
        providerPaymentMethodId: request.providerPaymentMethodId,
        amount: request.amount,
        currency: 'NZD',
        outcome: asks ? 'requires_action' : declineCode ? 'declined' : 'succeeded',
        declineCode,
        clientSecret: asks ? randomBytes(24).toString('base64url') : null,
        offSession: request.offSession ?? false,
        createdAt: clock(),
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
    // A second call with the key answers the first outcome, whatever this call would have been.
    const made = await findRow(request.idempotencyKey);
    if (!made) throw new Error('sandbox charge was not recorded');
    if (made.outcome === 'requires_action') throw pendingOf(made);
    if (made.outcome === 'declined') throw new CardDeclined((made.declineCode ?? 'card_declined') as DeclineCode, made.id);
    return { providerChargeId: made.id };
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
    async authenticationOutcome(intentId, plan) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, intentId));
      if (!row || row.outcome === 'declined') return { status: 'failed', declineCode: (row?.declineCode ?? 'authentication_failed') as DeclineCode };
      if (row.outcome === 'requires_action') return { status: 'requires_action' };
      // The plan starts when the cardholder said yes, as Stripe's does when its first invoice is paid.
      if (!plan) return { status: 'succeeded', providerChargeId: row.id };
      const started = { providerSubscriptionId: plan.providerSubscriptionId, providerChargeId: row.id, periodStart: row.createdAt, periodEnd: addInterval(row.createdAt, plan.interval) };
      return { status: 'succeeded', providerChargeId: row.id, plan: started };
    },
    async abandonAuthentication(intentId) {
      await db.update(sandboxCharges).set({ outcome: 'declined', declineCode: 'authentication_failed' }).where(eq(sandboxCharges.id, intentId));
    },
    async createSubscription(request) {
      const start = request.startsAt ?? clock();
      const providerSubscriptionId = sandboxSubscriptionId(request.idempotencyKey);
      if (request.startsAt) return { providerSubscriptionId, providerChargeId: null, periodStart: start, periodEnd: addInterval(start, request.interval) };
      try {
        const { providerChargeId } = await charge(request);
        return { providerSubscriptionId, providerChargeId, periodStart: start, periodEnd: addInterval(start, request.interval) };
      } catch (error) {
        if (error instanceof AuthenticationRequired) throw new AuthenticationRequired({ ...error.pending, providerSubscriptionId });
        throw error;
      }
    },
    // The plan is our row: its new amount and interval are simply used at the next renewal.
    changeSubscription: async (request) => ({ providerSubscriptionId: request.providerSubscriptionId }),
    setSubscriptionCard: async () => undefined,
    payOverdueRenewal: async () => {
      // A sandbox renewal is our row and is charged like any payment (card-update-service.ts).
      throw new Error('the sandbox has no invoices: its renewals are charged as payments');
    },
    // The renewal job reads the pause from our row.
    pauseSubscription: async () => undefined,
    cancelSubscription: async () => undefined,
    async refund(request) {
      const [charged] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, request.providerChargeId));
      // A charge missing from the ledger is one the seed (or a test) wrote straight into our
      // transactions; the sandbox stands in for that history rather than refusing it.
      if (charged && charged.outcome !== 'succeeded') throw new RefundRefused(`Charge ${request.providerChargeId} was not paid, so there is nothing to refund.`);
      if (charged && request.amount > charged.amount) throw new RefundRefused(`Refund amount is greater than the charge (${charged.amount} cents).`);
      // No ledger of its own: the id comes from the key, so a retried refund is the same refund,
      // and our refunds row (unique on this id) is the record.
      return { providerRefundId: `re_sbx_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}
