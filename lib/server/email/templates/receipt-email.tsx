import { Receipt } from '@/lib/schemas/payments';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { greeting, receiptLines, receiptUrl } from './receipt-lines';

/**
 * A payment's receipt: after every successful payment (one-off, first recurring, each renewal) and
 * when staff resend it. Its data is the receipt the member's receipt page shows (`receiptOf` in
 * lib/server/payments/receipt-service.ts), as it was when the email was queued.
 */
export const receiptEmail = defineEmailTemplate({
  data: Receipt,
  subject: (receipt, brand) => `Your receipt from ${brand.siteName}: ${receipt.amount} ${receipt.currency}`,
  preview: (receipt) => `${receipt.amount} ${receipt.currency} on ${receipt.date}. Thank you.`,
  footer: () => 'You get this email because you support',
  body: (receipt, brand) => (
    <>
      <Paragraph>{greeting(receipt)}</Paragraph>
      <Paragraph>Here is your receipt from {brand.siteName}. Thank you for your support.</Paragraph>
      <Facts lines={receiptLines(receipt)} />
      <Action href={receiptUrl(brand.siteUrl, receipt.txId)}>See it online or print it</Action>
    </>
  ),
});
