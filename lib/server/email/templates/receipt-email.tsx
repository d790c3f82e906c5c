import { Receipt } from '@/lib/schemas/payments';
import { receiptPdfFile } from '../../receipts/document-download-service';
import { Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { documentName, greeting, ReceiptDocumentPart, ReceiptLinks } from './receipt-document-part';

/**
 * A payment's receipt: after every successful payment (one-off, first recurring, each renewal) and
 * when staff resend it. Its data is the receipt the member's receipt page shows (`receiptOf` in
 * lib/server/payments/receipt-service.ts), as it was when the email was queued; the email is that
 * document (a tax invoice, a donation receipt or a plain receipt), with its PDF made when it is
 * sent and attached (decision 260).
 */
export const receiptEmail = defineEmailTemplate({
  data: Receipt,
  subject: (receipt, brand) => `Your ${documentName(receipt)} from ${brand.siteName}: ${receipt.amount} ${receipt.currency}`,
  preview: (receipt) => `${receipt.amount} ${receipt.currency} on ${receipt.date}. Thank you.`,
  footer: () => 'You get this email because you support',
  attachments: async (receipt) => [await receiptPdfFile(receipt)],
  body: (receipt, brand) => (
    <>
      <Paragraph>{greeting(receipt)}</Paragraph>
      <Paragraph>{`Thank you for supporting ${brand.siteName}. Here is your ${documentName(receipt)}.`}</Paragraph>
      <ReceiptDocumentPart receipt={receipt} />
      <ReceiptLinks siteUrl={brand.siteUrl} txId={receipt.txId} />
    </>
  ),
});
