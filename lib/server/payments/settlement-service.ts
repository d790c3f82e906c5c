import type { Subscription, Transaction } from '@/lib/schemas/payments';
import type { DeclineCode } from '../providers/payments/payment-provider';
import { addInterval } from '@/lib/dates/billing-period';
import type { PaymentDeps } from './payment-deps';
import { queueReceiptEmail, queueWelcomeEmail } from './payment-emails';
import { findPaymentMethodById } from './payment-method-store';
import { findSubscriptionById, findSubscriptionByProviderId, insertSubscription, type DonationSubscriptionRow, toSubscription, updateSubscriptionRow } from './subscription-store';
import { settleTransaction, toTransaction, type TransactionRow } from './transaction-store';

export interface NewPlan {
  providerSubscriptionId: string;
  periodStart: Date;
  periodEnd: Date;
}

export interface Settled {
  transaction: Transaction;
  subscription: Subscription | null;
}

/** Our subscription id for the plan a first charge starts: derived, so recovery finds the same one. */
export const subscriptionIdFor = (txId: string) => `subscr_${txId.slice('tx_'.length)}`;

/** A renewal charge carries the end of the period it pays for, so settling it advances that period only once. */
export const renewalPeriodEnd = (tx: TransactionRow): string | null => {
  const value = (tx.metadata as Record<string, unknown> | null)?.renewalOf;
  return typeof value === 'string' ? value : null;
};

/** A charge made through a failed-renewal notice's update-card link (card-update-service.ts). */
export const paidThroughLink = (tx: TransactionRow) => (tx.metadata as Record<string, unknown> | null)?.via === 'update-card-link';

async function withCard(deps: PaymentDeps, row: DonationSubscriptionRow | null): Promise<Subscription | null> {
  if (!row) return null;
  const card = row.paymentMethodId ? await findPaymentMethodById(deps.db, row.paymentMethodId) : undefined;
  return toSubscription(row, card ? { brand: card.brand, last4: card.last4 } : null);
}

/**
 * Records a successful charge: the transaction, the subscription it starts or renews, and its
 * receipt email (and a new supporter's welcome) in the outbox, in one database transaction. A
 * transaction settled already is left as it is, so a recovery or a retry that settles again
 * changes nothing and queues nothing. `beforeCommit` is the fault switch's point inside that
 * transaction; only a payment request passes it, never the recovery.
 */
export async function settleSucceeded(deps: PaymentDeps, tx: TransactionRow, providerChargeId: string, plan?: NewPlan, beforeCommit?: () => void): Promise<Settled> {
  const { transaction, subscription } = await deps.db.transaction(async (db) => {
    let subscription: DonationSubscriptionRow | null = null;
    let newPlan: DonationSubscriptionRow | null = null;
    if (tx.paymentType === 'SUBSCRIPTION' && !tx.subscriptionId && plan && tx.billingInterval !== 'ONE_OFF') {
      subscription = newPlan = await insertSubscription(db, {
        id: subscriptionIdFor(tx.id),
        memberUid: tx.memberUid,
        provider: tx.provider,
        providerSubscriptionId: plan.providerSubscriptionId,
        paymentMethodId: tx.paymentMethodId,
        amount: tx.amount,
        billingInterval: tx.billingInterval,
        status: 'ACTIVE',
        currentPeriodStart: plan.periodStart,
        currentPeriodEnd: plan.periodEnd,
        placement: tx.placement,
        createdAt: deps.clock(),
        updatedAt: deps.clock(),
      });
    }
    const periodEnd = renewalPeriodEnd(tx);
    if ((tx.status === 'pending' || tx.status === 'requires_action') && tx.subscriptionId && periodEnd) {
      const current = await findSubscriptionById(db, tx.subscriptionId);
      if (current && current.currentPeriodEnd.toISOString() === periodEnd && current.status !== 'DELETED') {
        subscription = await updateSubscriptionRow(db, current.id, {
          status: 'ACTIVE',
          currentPeriodStart: current.currentPeriodEnd,
          currentPeriodEnd: addInterval(current.currentPeriodEnd, current.billingInterval),
          // Paid: the retry schedule of a failed renewal ends here (decision 232), and a new card
          // that paid through the update-card link pays from now on (decision 236).
          ...(paidThroughLink(tx) && tx.paymentMethodId ? { paymentMethodId: tx.paymentMethodId } : {}),
          failedRenewals: 0,
          nextRetryAt: null,
          updatedAt: deps.clock(),
        });
      }
    }
    const settled = await settleTransaction(db, tx.id, {
      status: 'succeeded',
      failureCode: null,
      providerChargeId,
      subscriptionId: tx.subscriptionId ?? subscription?.id ?? null,
    });
    // Settled now, from the intent or after the cardholder's 3-D Secure (decision 230): its receipt, once per key.
    if ((tx.status === 'pending' || tx.status === 'requires_action') && settled.status === 'succeeded') {
      await queueReceiptEmail(db, settled, deps.tax);
      if (newPlan) await queueWelcomeEmail(db, newPlan);
    }
    beforeCommit?.();
    return { transaction: settled, subscription };
  });
  const planRow = subscription ?? (plan ? ((await findSubscriptionByProviderId(deps.db, plan.providerSubscriptionId)) ?? null) : null);
  return { transaction: toTransaction(transaction), subscription: await withCard(deps, planRow) };
}

/** Records a refused charge; a refused renewal makes its subscription past due, still listed. */
export async function settleDeclined(deps: PaymentDeps, tx: TransactionRow, code: DeclineCode | 'interrupted', providerChargeId?: string): Promise<Transaction> {
  const settled = await deps.db.transaction(async (db) => {
    if (tx.subscriptionId && renewalPeriodEnd(tx) && code !== 'interrupted') {
      await updateSubscriptionRow(db, tx.subscriptionId, { status: 'PAST_DUE', updatedAt: deps.clock() });
    }
    return settleTransaction(db, tx.id, {
      status: 'failed',
      failureCode: code,
      providerChargeId: providerChargeId ?? tx.providerChargeId,
      subscriptionId: tx.subscriptionId,
    });
  });
  return toTransaction(settled);
}
