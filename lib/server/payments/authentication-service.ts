import type { z } from 'zod';
import type { ConfirmPaymentBody, NextAction, PaymentResult, SandboxChallengeBody, Transaction } from '@/lib/schemas/payments';
import type { Caller } from '../auth/verify-id-token';
import { AppError } from '../http/errors';
import { type PendingAuthentication } from '../providers/payments/payment-provider';
import { decideSandboxChallenge, findSandboxChallenge } from '../providers/payments/sandbox-challenge-store';
import type { PaymentDeps } from './payment-deps';
import { authenticationIncomplete, cardDeclined, challengeDecided, challengeInvalid, paymentNotFound, sandboxOnly } from './payment-errors';
import { declineCodeOf, settledView } from './reconcile-service';
import { settleDeclined, settleSucceeded, type Settled } from './settlement-service';
import { awaitingAuthentication, findOwnTransaction, findTransactionByChargeId, toTransaction, type TransactionRow } from './transaction-store';

/** A payment waiting for the cardholder's bank, with what the browser needs to ask them. */
export interface AwaitingAuthentication {
  transaction: Transaction;
  subscription: null;
  nextAction: NextAction;
}

/** The plan a subscription's first charge starts, kept on the transaction while the bank waits. */
const PLAN_KEY = 'authenticationPlan';

const planOf = (tx: TransactionRow) => {
  const id = (tx.metadata as Record<string, unknown> | null)?.[PLAN_KEY];
  return typeof id === 'string' && tx.billingInterval !== 'ONE_OFF' ? { providerSubscriptionId: id, interval: tx.billingInterval } : undefined;
};

/**
 * Records that the bank asks the cardholder (3-D Secure, decision 230): the transaction moves to
 * `requires_action` under the provider's intent id, and the answer carries the client secret the
 * browser confirms it with. Nothing is charged until then; the reconcile job leaves it alone.
 */
export async function awaitAuthentication(deps: PaymentDeps, tx: TransactionRow, pending: PendingAuthentication): Promise<AwaitingAuthentication> {
  const metadata = { ...(tx.metadata as Record<string, unknown>), ...(pending.providerSubscriptionId ? { [PLAN_KEY]: pending.providerSubscriptionId } : {}) };
  const row = await awaitingAuthentication(deps.db, tx.id, pending.intentId, metadata);
  return {
    transaction: toTransaction(row),
    subscription: null,
    nextAction: { type: 'authenticate', provider: deps.provider.name, intentId: pending.intentId, clientSecret: pending.clientSecret },
  };
}

/**
 * Settles a payment that waited for 3-D Secure as the provider (never the browser) says it ended:
 * paid, still waiting (409), or refused (the intent closed, the transaction failed, a 422).
 */
export async function settleAuthentication(deps: PaymentDeps, tx: TransactionRow): Promise<Settled> {
  const plan = planOf(tx);
  const outcome = await deps.provider.authenticationOutcome(tx.providerChargeId, plan);
  if (outcome.status === 'requires_action') throw authenticationIncomplete();
  if (outcome.status === 'failed') {
    await deps.provider.abandonAuthentication(tx.providerChargeId, plan?.providerSubscriptionId);
    await settleDeclined(deps, tx, outcome.declineCode, tx.providerChargeId);
    throw cardDeclined(outcome.declineCode, tx.id);
  }
  return settleSucceeded(deps, tx, outcome.providerChargeId, outcome.plan);
}

/**
 * POST /payments/confirm-payment: the browser finished the bank's challenge; the server asks the
 * provider how it ended and settles. Another member's payment or a made-up id is a 404; a payment
 * settled already answers its settled result again (a reload, a late second call), never a second charge.
 */
export async function confirmPayment(deps: PaymentDeps, caller: Caller, body: z.output<typeof ConfirmPaymentBody>): Promise<PaymentResult> {
  const tx = await findOwnTransaction(deps.db, caller.uid, body.txId);
  if (!tx) throw paymentNotFound();
  const receiptPath = `/receipt/${tx.id}`;
  if (tx.status === 'requires_action') return { ...(await settleAuthentication(deps, tx)), receiptPath };
  if (tx.status === 'failed') throw cardDeclined(declineCodeOf(tx.failureCode), tx.id);
  if (tx.status === 'pending') throw authenticationIncomplete();
  return { ...(await settledView(deps, tx)), receiptPath };
}

/**
 * The sandbox's bank screen (what Stripe.js and the card's bank do with Stripe): the cardholder
 * completes or fails the challenge. A made-up intent or a secret that is not its own is a 404, a
 * challenge answered already a 409. Like Stripe's webhook, the transaction waiting on the intent
 * is settled at once, so a closed tab or a renewal's emailed link needs no second call.
 */
export async function answerSandboxChallenge(deps: PaymentDeps, body: z.output<typeof SandboxChallengeBody>): Promise<{ state: 'completed' | 'failed' }> {
  if (deps.provider.name !== 'sandbox') throw sandboxOnly();
  const challenge = await findSandboxChallenge(deps.db, body.intentId, body.clientSecret);
  if (!challenge) throw challengeInvalid();
  if (challenge.state !== 'waiting' || !(await decideSandboxChallenge(deps.db, body.intentId, body.decision))) throw challengeDecided();
  const tx = await findTransactionByChargeId(deps.db, body.intentId);
  if (tx?.status === 'requires_action') {
    try {
      await settleAuthentication(deps, tx);
    } catch (error) {
      // A failed challenge settles the transaction as failed and throws its 422: that is this answer's `failed`.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { state: body.decision === 'complete' ? 'completed' : 'failed' };
}
