import type { ResendReceiptAnswer } from '@/lib/schemas/desk-refunds';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { recordAudit } from '../audit/audit-store';
import { hasReceipt, receiptOf } from '../payments/receipt-service';
import { findTransaction } from '../payments/transaction-store';
import { requireStaff } from '../staff/staff-access';
import type { RefundDeps } from './refund-deps';
import { ADMINISTRATORS_ONLY, mailFailed, noEmail, noReceipt, transactionNotFound } from './refund-errors';
import { receiptEmail } from './receipt-emails';

/**
 * POST /api/desk/transactions/[txId]/receipt: emails the member their receipt again (with any
 * refunds), to the address on their account now. Administrators only; recorded in the audit log
 * once the email has gone.
 */
export async function resendReceipt(deps: RefundDeps, callerUid: string, txId: string): Promise<ResendReceiptAnswer> {
  const staff = await requireStaff(deps.db, callerUid, canManageMembers, ADMINISTRATORS_ONLY);
  const tx = await findTransaction(deps.db, txId);
  if (!tx) throw transactionNotFound();
  if (!hasReceipt(tx)) throw noReceipt(tx.status);
  const receipt = await receiptOf(deps, tx);
  if (!receipt.memberEmail) throw noEmail();
  try {
    await deps.mailer.send(receiptEmail(receipt, receipt.memberEmail, deps.siteUrl));
  } catch (error) {
    deps.logError(`the receipt for ${txId} was not sent`, error);
    throw mailFailed();
  }
  await recordAudit(deps.db, {
    actor: { uid: staff.uid, email: staff.email },
    action: 'receipt.resend',
    memberUid: tx.memberUid,
    targetType: 'transaction',
    targetId: tx.id,
    before: null,
    after: { sentTo: receipt.memberEmail },
  });
  return { txId: tx.id, sentTo: receipt.memberEmail };
}
