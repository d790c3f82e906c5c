import { z } from 'zod';
import { Receipt } from '@/lib/schemas/payments';
import { Action, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { greeting, receiptUrl } from './receipt-lines';

/** Tells the member money is on its way back: how much, of which payment, and what was kept. */
export const refundEmail = defineEmailTemplate({
  data: z.object({ receipt: Receipt, refundAmount: z.string().min(1) }).strict(),
  subject: ({ receipt, refundAmount }, brand) => `${brand.siteName} has refunded ${refundAmount} ${receipt.currency}`,
  preview: ({ receipt, refundAmount }) => `${refundAmount} ${receipt.currency} is on its way back to your card.`,
  footer: () => 'You get this email because you support',
  body: ({ receipt, refundAmount }, brand) => {
    const card = receipt.card ? ` (${receipt.card.brand} ending ${receipt.card.last4})` : '';
    return (
      <>
        <Paragraph>{greeting(receipt)}</Paragraph>
        <Paragraph>
          We have refunded <strong>{`${refundAmount} ${receipt.currency}`}</strong> of your {receipt.amount} payment of {receipt.date} ({receipt.description}).
        </Paragraph>
        <Paragraph>{receipt.netAmountCents > 0 ? `After this refund, the payment stands at ${receipt.netAmount} ${receipt.currency}.` : 'The payment has been refunded in full.'}</Paragraph>
        <Paragraph>{`It goes back to the card you paid with${card}; banks usually take 5 to 10 working days to show it.`}</Paragraph>
        <Action href={receiptUrl(brand.siteUrl, receipt.txId)}>Your updated receipt</Action>
      </>
    );
  },
});
