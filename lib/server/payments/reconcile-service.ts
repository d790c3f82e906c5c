import type { DeclineCode } from '../providers/payments/payment-provider';
import { addInterval } from '@/lib/dates/billing-period';
import type { PaymentDeps } from './payment-deps';
import { findPaymentMethodById } from './payment-method-store';
import { settleDeclined, settleSucceeded, type Settled, subscriptionIdFor } from './settlement-service';
import { findOwnSubscription, toSubscription } from './subscription-store';
import { pendingTransactions, toTransaction, type TransactionRow } from './transaction-store';

const DECLINE_CODES: readonly DeclineCode[] = ['card_declined', 'insufficient_funds', 'expired_card', 'authentication_required', 'authentication_failed'];

/** A stored failure code as a decline reason; anything else reads as a plain decline. */
export const declineCodeOf = (code: string | null): DeclineCode => DECLINE_CODES.find((known) => known === code) ?? 'card_declined';

/** A settled transaction with the subscription it started or renewed. */
export async function settledView(deps: PaymentDeps, tx: TransactionRow): Promise<Settled> {
  const subscriptionId = tx.subscriptionId ?? (tx.paymentType === 'SUBSCRIPTION' ? subscriptionIdFor(tx.id) : null);
  const row = subscriptionId ? await findOwnSubscription(deps.db, tx.memberUid, subscriptionId) : undefined;
  const card = row?.paymentMethodId ? await findPaymentMethodById(deps.db, row.paymentMethodId) : undefined;
  return { transaction: toTransaction(tx), subscription: row ? toSubscription(row, card ? { brand: card.brand, last4: card.last4 } : null) : null };
}

/**
 * Settles sandbox transactions that were written but never settled (the process died between
 * writing the intent and settling): a charge in the sandbox ledger settles them as it ended,
 * no charge at all marks them failed (`interrupted`), so nothing is charged without a row or
 * recorded without a charge. Answers how many were settled.
 */
export async function reconcileSandbox(deps: PaymentDeps, writtenBefore: Date): Promise<number> {
  if (deps.provider.name !== 'sandbox') return 0;
  const pending = await pendingTransactions(deps.db, 'sandbox', writtenBefore);
  for (const tx of pending) {
    const charge = await deps.provider.findCharge(tx.id);
    if (!charge) {
      await settleDeclined(deps, tx, 'interrupted');
    } else if (charge.outcome === 'declined') {
      await settleDeclined(deps, tx, declineCodeOf(charge.declineCode), charge.providerChargeId);
    } else {
      const plan =
        tx.paymentType === 'SUBSCRIPTION' && !tx.subscriptionId && tx.billingInterval !== 'ONE_OFF'
          ? { providerSubscriptionId: `sub_sbx_${tx.id}`, periodStart: tx.createdAt, periodEnd: addInterval(tx.createdAt, tx.billingInterval) }
          : undefined;
      await settleSucceeded(deps, tx, charge.providerChargeId, plan);
    }
  }
  return pending.length;
}
