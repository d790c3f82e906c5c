import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { PaymentRequest, PaymentResult } from '@/lib/schemas/payments';
import type { Caller } from '../auth/verify-id-token';
import { AuthenticationRequired, CardDeclined, type Customer } from '../providers/payments/payment-provider';
import { awaitAuthentication, type AwaitingAuthentication } from './authentication-service';
import { withIdempotency } from './idempotency/idempotency-service';
import { payingCustomer } from './payment-customer';
import type { PaymentDeps } from './payment-deps';
import { cardDeclined, paymentAuthRequired, paymentMethodRequired } from './payment-errors';
import { resolveCard } from './payment-method-service';
import { findPaymentMethodById, type PaymentMethodRow } from './payment-method-store';
import { declineCodeOf, settledView } from './reconcile-service';
import { settleDeclined, settleSucceeded, type Settled } from './settlement-service';
import { insertIntent, type TransactionRow } from './transaction-store';

type Request = z.output<typeof PaymentRequest>;

/**
 * With a key, the transaction id follows from it (and from when the key was first used, so a key
 * reused after its 24 hours is a new payment): a retry after a crash finds the same intent.
 */
export const transactionIdFor = (uid: string, key: { key: string; createdAt: Date } | undefined) =>
  key ? `tx_${createHash('sha256').update(`${uid}\0${key.key}\0${key.createdAt.toISOString()}`).digest('hex').slice(0, 32)}` : `tx_${randomUUID()}`;

export const answer = (settled: Settled | AwaitingAuthentication): PaymentResult => ({
  transaction: settled.transaction,
  subscription: settled.subscription,
  receiptPath: `/receipt/${settled.transaction.txId}`,
  ...('nextAction' in settled ? { nextAction: settled.nextAction } : {}),
});

function stringMetadata(metadata: Request['metadata']): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)]));
}

function settledAnswer(deps: PaymentDeps, settled: Settled): Settled {
  deps.faults?.afterSettle?.();
  return settled;
}

async function chargeIntent(deps: PaymentDeps, tx: TransactionRow, customer: Customer, card: PaymentMethodRow): Promise<Settled | AwaitingAuthentication> {
  const request = {
    customer,
    providerPaymentMethodId: card.providerPaymentMethodId,
    amount: tx.amount,
    description: tx.description,
    idempotencyKey: tx.id,
    metadata: { ...stringMetadata(tx.metadata as Request['metadata']), txId: tx.id, uid: tx.memberUid },
  };
  try {
    if (tx.billingInterval === 'ONE_OFF') {
      const { providerChargeId } = await deps.provider.charge(request);
      deps.faults?.afterCharge?.();
      return settledAnswer(deps, await settleSucceeded(deps, tx, providerChargeId, undefined, deps.faults?.beforeSettle));
    }
    const plan = await deps.provider.createSubscription({ ...request, interval: tx.billingInterval });
    deps.faults?.afterCharge?.();
    return settledAnswer(deps, await settleSucceeded(deps, tx, plan.providerChargeId ?? tx.providerChargeId, plan, deps.faults?.beforeSettle));
  } catch (error) {
    // The bank asks the cardholder (3-D Secure): the intent stays open for them, nothing is charged yet.
    if (error instanceof AuthenticationRequired) return awaitAuthentication(deps, tx, error.pending);
    if (!(error instanceof CardDeclined)) throw error;
    await settleDeclined(deps, tx, error.declineCode, error.chargeId);
    throw cardDeclined(error.declineCode, tx.id);
  }
}

async function pay(deps: PaymentDeps, caller: Caller, request: Request, key: { key: string; createdAt: Date } | undefined): Promise<PaymentResult> {
  const customer = await payingCustomer(deps, caller, request.email);
  const txId = transactionIdFor(caller.uid, key);
  const card = await resolveCard(deps, caller, customer, request.paymentMethodId, `${txId}_card`, 'pay');
  if (!card) throw paymentMethodRequired();
  // The intent is written before the charge, so a charge can never exist without its row.
  const { row: tx, created } = await insertIntent(deps.db, {
    id: txId,
    memberUid: caller.uid,
    paymentMethodId: card.id,
    provider: deps.provider.name,
    providerChargeId: `pending_${txId}`,
    amount: request.amount,
    paymentType: request.billingInterval === 'ONE_OFF' ? 'PAY_WHAT_YOU_WANT' : 'SUBSCRIPTION',
    billingInterval: request.billingInterval,
    status: 'pending',
    description: request.description,
    metadata: request.metadata,
    placement: request.placement ?? null,
    createdAt: deps.clock(),
  });
  if (created || tx.status === 'pending' || tx.status === 'requires_action') {
    // A pending intent from an earlier attempt with this key is charged again under the same
    // provider idempotency key: the provider answers the first charge instead of making another
    // (or the same 3-D Secure challenge, still waiting).
    const intentCard = created ? card : ((await findPaymentMethodById(deps.db, tx.paymentMethodId ?? '')) ?? card);
    return answer(await chargeIntent(deps, tx, customer, intentCard));
  }
  const settled = await settledView(deps, tx);
  if (settled.transaction.status === 'failed') throw cardDeclined(declineCodeOf(settled.transaction.failureCode), tx.id);
  return answer(settled);
}

/**
 * POST /payments (SPEC §3): ONE_OFF charges once (PAY_WHAT_YOU_WANT); MONTHLY or YEARLY starts a
 * subscription with its first charge. With an idempotency key, a retry answers the first result.
 */
export async function createPayment(deps: PaymentDeps, caller: Caller | null, request: Request, key?: string): Promise<PaymentResult> {
  if (!caller) throw paymentAuthRequired();
  if (!key) return pay(deps, caller, request, undefined);
  return withIdempotency(deps, caller.uid, key, request, (createdAt) => pay(deps, caller, request, { key, createdAt }));
}
