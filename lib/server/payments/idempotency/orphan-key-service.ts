import type { PaymentDeps } from '../payment-deps';
import { cardDeclined } from '../payment-errors';
import { answer, transactionIdFor } from '../payment-service';
import { completeKey, inProgressKeys, releaseKey } from './idempotency-store';
import { declineCodeOf, settledView } from '../reconcile-service';
import { findTransaction } from '../transaction-store';

/**
 * Idempotency keys a killed process held: each gets the answer of the payment that
 * reconciliation settled, so the client's retry with its key receives it. A key whose request
 * never wrote an intent charged nothing and is released, so the retry runs afresh.
 */
export async function completeOrphanKeys(deps: PaymentDeps, claimedBefore: Date): Promise<void> {
  for (const row of await inProgressKeys(deps.db, claimedBefore)) {
    const tx = await findTransaction(deps.db, transactionIdFor(row.memberUid, { key: row.key, createdAt: row.createdAt }));
    if (!tx) {
      await releaseKey(deps.db, row.memberUid, row.key, { inProgress: true });
      continue;
    }
    if (tx.status === 'pending') continue;
    if (tx.status === 'succeeded') {
      await completeKey(deps.db, row.memberUid, row.key, { status: 200, body: answer(await settledView(deps, tx)), at: deps.clock() });
      continue;
    }
    const declined = cardDeclined(declineCodeOf(tx.failureCode), tx.id);
    await completeKey(deps.db, row.memberUid, row.key, {
      status: declined.status,
      body: { code: declined.code, message: declined.message, details: declined.details },
      at: deps.clock(),
    });
  }
}
