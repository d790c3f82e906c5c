import { z } from 'zod';
import { DeskTransaction } from './desk-members';
import { MAX_AMOUNT, TransactionId } from './payments';
import { text } from './text';

// Refunds and receipts on the business desk (issue [15]): administrators only. Money in cents.

/** `[txId]` of /api/desk/transactions/[txId]/…, as the URL carries it. */
export const TransactionIdQuery = z.object({ txId: TransactionId }).strict();

export const REFUND_REASON_MAX = 500;

/** POST /api/desk/transactions/[txId]/refund */
export const RefundBody = z
  .object({
    /** Cents; at most what is left of the payment (the server checks that against the row). */
    amount: z.number().int('must be a whole number of cents').min(1, 'must be at least 1 cent').max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT} cents`),
    reason: text().trim().min(1, 'must say why').max(REFUND_REASON_MAX),
    /** Made once per refund dialog: a double click or a retry with it refunds once. */
    idempotencyKey: text().regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _'),
  })
  .strict();
export type RefundBody = z.input<typeof RefundBody>;

/** One refund as the desk shows it (the same shape as a member record's transaction's refunds). */
export const DeskRefund = DeskTransaction.shape.refunds.element;
export type DeskRefund = z.infer<typeof DeskRefund>;

/** The answer to a refund: the refund and where the payment stands now. */
export const RefundAnswer = z.object({
  refund: DeskRefund,
  transaction: z.object({
    txId: z.string(),
    amount: z.number(),
    refundedAmount: z.number(),
    /** What may still be refunded: the amount less succeeded and unfinished refunds. */
    remaining: z.number(),
    status: DeskTransaction.shape.status,
  }),
});
export type RefundAnswer = z.infer<typeof RefundAnswer>;

/** POST /api/desk/transactions/[txId]/receipt */
export const ResendReceiptAnswer = z.object({ txId: z.string(), sentTo: z.string() });
export type ResendReceiptAnswer = z.infer<typeof ResendReceiptAnswer>;
