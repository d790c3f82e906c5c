import { randomUUID } from 'node:crypto';
import type { ResendReceiptAnswer } from '@/lib/schemas/desk-refunds';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { recordAudit } from '../audit/audit-store';
import { enqueueEmail } from '../outbox/outbox-service';
import { hasReceipt, receiptOf } from '../payments/receipt-service';
import { findTransaction } from '../payments/transaction-store';
import { requireStaff } from '../staff/staff-access';
import type { RefundDeps } from './refund-deps';
import { ADMINISTRATORS_ONLY, noEmail, noReceipt, transactionNotFound } from './refund-errors';

/**
 * POST /api/desk/transactions/[txId]/receipt: emails the member their receipt again (with any
 * refunds), to the address on their account now. Administrators only. The email is queued in the
 * outbox with the audit row, in one transaction; each press is its own email (its own key).
 */
export async function resendReceipt(deps: RefundDeps, callerUid: string, txId: string): Promise<ResendReceiptAnswer> {
  const staff = await requireStaff(deps.db, callerUid, canManageMembers, ADMINISTRATORS_ONLY);
  const tx = await findTransaction(deps.db, txId);
  if (!tx) throw transactionNotFound();
  if (!hasReceipt(tx)) throw noReceipt(tx.status);
  const receipt = await receiptOf(deps, tx);
  const sentTo = receipt.memberEmail;
  if (!sentTo) throw noEmail();
  await deps.db.transaction(async (db) => {
    await enqueueEmail(db, { key: `receipt-resend:${randomUUID()}`, to: sentTo, template: 'receipt', data: receipt });
    await recordAudit(db, {
      actor: { uid: staff.uid, email: staff.email },
      action: 'receipt.resend',
      memberUid: tx.memberUid,
      targetType: 'transaction',
      targetId: tx.id,
      before: null,
      after: { sentTo },
    });
  });
  return { txId: tx.id, sentTo };
}
