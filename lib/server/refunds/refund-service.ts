import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RefundAnswer, RefundBody } from '@/lib/schemas/desk-refunds';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/client';
import { findMemberByUid } from '../members/member-store';
import { formatNzd, hasReceipt, receiptOf } from '../payments/receipt-service';
import { enqueueEmail, queueEmailSafely } from '../outbox/outbox-service';
import type { TransactionRow } from '../payments/transaction-store';
import { RefundRefused } from '../providers/payments/payment-provider';
import { requireStaff, type StaffMember } from '../staff/staff-access';
import type { RefundDeps } from './refund-deps';
import {
  ADMINISTRATORS_ONLY,
  failedEarlier,
  keyReused,
  notRefundable,
  otherProvider,
  refundRefused,
  refundTooLarge,
  refundUnconfirmed,
  transactionNotFound,
} from './refund-errors';
import { addRefundedAmount, findRefundByKey, insertPendingRefund, lockTransaction, markRefundFailed, markRefundSucceeded, type RefundRow, unfinishedRefundTotal } from './refund-store';

export type RefundRequest = z.output<typeof RefundBody> & { txId: string };

/** The provider's key for our refund: ours, namespaced so it can never match a charge's key. */
const providerKey = (refund: RefundRow) => `refund_${refund.idempotencyKey}`;

async function answerOf(db: Db, tx: TransactionRow, refund: RefundRow): Promise<RefundAnswer> {
  const [unfinished, by] = await Promise.all([unfinishedRefundTotal(db, tx.id), findMemberByUid(db, refund.createdByUid)]);
  return {
    refund: {
      refundId: refund.id,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      by: by?.email ?? by?.name ?? null,
    },
    transaction: { txId: tx.id, amount: tx.amount, refundedAmount: tx.refundedAmount, remaining: tx.amount - tx.refundedAmount - unfinished, status: tx.status },
  };
}

type Started = { kind: 'answered'; answer: RefundAnswer } | { kind: 'to-send'; tx: TransactionRow; refund: RefundRow };

/**
 * Step one, in one database transaction with the payment's row locked: a key seen before answers
 * its refund (or resumes it, when it never heard back from the provider); otherwise the amount is
 * checked against what is left and reserved by a pending refund row.
 */
async function startRefund(deps: RefundDeps, staff: StaffMember, request: RefundRequest): Promise<Started> {
  return deps.db.transaction(async (db) => {
    const tx = await lockTransaction(db, request.txId);
    if (!tx) throw transactionNotFound();
    const earlier = await findRefundByKey(db, request.idempotencyKey);
    if (earlier) {
      if (earlier.transactionId !== tx.id || earlier.amount !== request.amount || earlier.reason !== request.reason) throw keyReused();
      if (earlier.status === 'failed') throw failedEarlier();
      if (earlier.status === 'succeeded') return { kind: 'answered', answer: await answerOf(db, tx, earlier) };
      return { kind: 'to-send', tx, refund: earlier };
    }
    if (tx.provider !== deps.provider.name) throw otherProvider(tx.provider, deps.provider.name);
    if (!hasReceipt(tx)) throw notRefundable(tx.status);
    const remaining = tx.amount - tx.refundedAmount - (await unfinishedRefundTotal(db, tx.id));
    if (request.amount > remaining) throw refundTooLarge(Math.max(remaining, 0), tx.amount);
    const refund = await insertPendingRefund(db, {
      id: `rf_${randomUUID()}`,
      transactionId: tx.id,
      memberUid: tx.memberUid,
      amount: request.amount,
      currency: tx.currency,
      provider: tx.provider,
      idempotencyKey: request.idempotencyKey,
      reason: request.reason,
      createdByUid: staff.uid,
      createdAt: deps.clock(),
    });
    // The key was taken between our look and the insert: by a refund of another payment.
    if (!refund) throw keyReused();
    return { kind: 'to-send', tx, refund };
  });
}

/**
 * Tells the member, in the refund's own transaction, once per refund. The money has moved: a
 * failure to queue is logged and the refund is recorded all the same.
 */
async function queueRefundEmail(deps: RefundDeps, db: Db, tx: TransactionRow, refund: RefundRow): Promise<void> {
  await queueEmailSafely(db, `the refund email for ${refund.id}`, async (savepoint) => {
    const receipt = await receiptOf({ db: savepoint, siteName: deps.siteName, ...(deps.tax ? { tax: deps.tax } : {}) }, tx);
    if (!receipt.memberEmail) return;
    await enqueueEmail(savepoint, { key: `refund:${refund.id}`, to: receipt.memberEmail, template: 'refund', data: { receipt, refundAmount: formatNzd(refund.amount) } });
  });
}

/**
 * Step three, once the provider has said yes: the refund succeeds, the payment's refunded amount
 * grows (a payment refunded in full becomes `refunded`), the audit log records it and the member's
 * email is queued, together.
 */
async function finishRefund(deps: RefundDeps, staff: StaffMember, refund: RefundRow, providerRefundId: string): Promise<RefundAnswer> {
  return deps.db.transaction(async (db) => {
    const before = await lockTransaction(db, refund.transactionId);
    if (!before) throw transactionNotFound();
    const succeeded = await markRefundSucceeded(db, refund.id, providerRefundId);
    // Another call with the same key finished it first: answer what it recorded.
    if (!succeeded) return answerOf(db, before, (await findRefundByKey(db, refund.idempotencyKey)) ?? refund);
    const after = await addRefundedAmount(db, before.id, succeeded.amount);
    await recordAudit(db, {
      actor: { uid: staff.uid, email: staff.email },
      action: 'transaction.refund',
      memberUid: before.memberUid,
      targetType: 'transaction',
      targetId: before.id,
      before: { refundedAmount: before.refundedAmount, status: before.status },
      after: { refundedAmount: after.refundedAmount, status: after.status, refund: { refundId: succeeded.id, amount: succeeded.amount, reason: succeeded.reason, providerRefundId } },
    });
    await queueRefundEmail(deps, db, after, succeeded);
    return answerOf(db, after, succeeded);
  });
}

/**
 * POST /api/desk/transactions/[txId]/refund: gives back part or all of a payment through the
 * provider that took it (decision 194). Administrators only. The pending row is committed before
 * the provider is called and the key goes with the call, so a crash in between is finished by a
 * retry with the same key, never refunded twice.
 */
export async function refundTransaction(deps: RefundDeps, callerUid: string, request: RefundRequest): Promise<RefundAnswer> {
  const staff = await requireStaff(deps.db, callerUid, canManageMembers, ADMINISTRATORS_ONLY);
  const started = await startRefund(deps, staff, request);
  if (started.kind === 'answered') return started.answer;
  const { tx, refund } = started;
  let providerRefundId: string;
  try {
    ({ providerRefundId } = await deps.provider.refund({ providerChargeId: tx.providerChargeId, amount: refund.amount, idempotencyKey: providerKey(refund), reason: refund.reason }));
  } catch (error) {
    if (error instanceof RefundRefused) {
      await markRefundFailed(deps.db, refund.id);
      throw refundRefused(error.message);
    }
    // The outcome is unknown: the refund stays pending (its amount reserved) for a retry to settle.
    deps.logError(`refund ${refund.id} of ${tx.id} was not confirmed by ${deps.provider.name}`, error);
    throw refundUnconfirmed();
  }
  return finishRefund(deps, staff, refund, providerRefundId);
}
