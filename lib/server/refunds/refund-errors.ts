import { AppError } from '../http/errors';
import { formatNzd } from '../payments/receipt-service';

export const ADMINISTRATORS_ONLY = 'Only administrators can refund payments or resend receipts.';

export const transactionNotFound = () => new AppError('TRANSACTION_NOT_FOUND', 404, 'No payment has that id.');

export const notRefundable = (status: string) =>
  new AppError('NOT_REFUNDABLE', 422, `This payment is ${status}: only a payment that was taken can be refunded.`);

export const refundTooLarge = (remaining: number, amount: number) =>
  new AppError(
    'REFUND_TOO_LARGE',
    422,
    remaining > 0
      ? `At most ${formatNzd(remaining)} of this ${formatNzd(amount)} payment can still be refunded.`
      : `Nothing is left to refund: this ${formatNzd(amount)} payment has been refunded in full (or its last refund is still being confirmed).`,
    { remaining },
  );

export const otherProvider = (txProvider: string, current: string) =>
  new AppError(
    'OTHER_PROVIDER',
    422,
    `This payment was taken through ${txProvider === 'stripe' ? 'Stripe' : 'the sandbox'}, but payments now go through ${current === 'stripe' ? 'Stripe' : 'the sandbox'}: refund it there.`,
  );

export const keyReused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This refund key was already used for a different refund. Close the dialog and start again.');

export const failedEarlier = () =>
  new AppError('REFUND_FAILED_EARLIER', 422, 'This refund was refused earlier and nothing was refunded. Close the dialog and start a new refund.');

export const refundRefused = (providerMessage: string) =>
  new AppError('REFUND_REFUSED', 422, `The payment provider refused the refund, so nothing was refunded: ${providerMessage}`);

export const refundUnconfirmed = () =>
  new AppError(
    'REFUND_UNCONFIRMED',
    502,
    'The payment provider did not confirm the refund, so nothing is shown as refunded yet. Try again: the retry finishes this same refund and cannot refund twice.',
  );

export const noEmail = () => new AppError('NO_EMAIL', 422, 'This member has no email address to send the receipt to.');

export const noReceipt = (status: string) => new AppError('NO_RECEIPT', 422, `This payment is ${status}: only a payment that was taken has a receipt.`);

