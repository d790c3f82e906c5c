import { z } from 'zod';
import { Receipt } from '@/lib/schemas/payments';
import { receiptPdfFile } from '../../receipts/document-download-service';
import { Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { documentName, greeting, ReceiptDocumentPart, ReceiptLinks } from './receipt-document-part';

/**
 * Tells the member money is on its way back: how much, of which payment, and what was kept, then
 * the receipt as it now stands (on a tax invoice, the refund with the GST it gave back: the supply
 * correction), its PDF attached (decision 260).
 */
export const refundEmail = defineEmailTemplate({
  data: z.object({ receipt: Receipt, refundAmount: z.string().min(1) }).strict(),
  subject: ({ receipt, refundAmount }, brand) => `${brand.siteName} has refunded ${refundAmount} ${receipt.currency}`,
  preview: ({ receipt, refundAmount }) => `${refundAmount} ${receipt.currency} is on its way back to your card.`,
  footer: () => 'You get this email because you support',
  attachments: async ({ receipt }) => [await receiptPdfFile(receipt)],
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
        <Paragraph>{`Your ${documentName(receipt)} as it now stands:`}</Paragraph>
        <ReceiptDocumentPart receipt={receipt} />
        <ReceiptLinks siteUrl={brand.siteUrl} txId={receipt.txId} />
      </>
    );
  },
});
