import type { Receipt } from '@/lib/schemas/payments';
import { receiptEmail, refundEmail } from '@/lib/server/refunds/receipt-emails';

const receipt = (fields: Partial<Receipt> = {}): Receipt => ({
  siteName: 'Pānui',
  txId: 'tx_abc',
  memberName: 'Aroha <script>alert(1)</script> & "Co"',
  memberEmail: 'aroha@example.nz',
  amountCents: 5_000,
  amount: '$50.00',
  currency: 'NZD',
  date: '22 November 2026, 9:30 am NZ time',
  description: 'Donation <b>bold</b>',
  billingInterval: 'ONE_OFF',
  paymentType: 'PAY_WHAT_YOU_WANT',
  card: { brand: 'visa', last4: '4242' },
  refunds: [{ amountCents: 2_500, amount: '$25.00', date: '25 November 2026' }],
  netAmount: '$25.00',
  netAmountCents: 2_500,
  kind: 'receipt',
  gst: null,
  nameNeeded: false,
  document: { kind: 'receipt', title: 'Receipt', issuer: { name: 'Pānui', lines: [] }, lines: [], notes: [], signature: null },
  ...fields,
});

describe('receipt emails', () => {
  it('a receipt: every line in the text part, the same escaped in the HTML part, and a link to the receipt page', () => {
    const mail = receiptEmail(receipt(), 'aroha@example.nz', 'https://panui.example.nz');
    expect(mail.to).toBe('aroha@example.nz');
    expect(mail.subject).toBe('Your receipt from Pānui: $50.00 NZD');
    expect(mail.text).toContain('Refunded: $25.00 on 25 November 2026\nAmount after refunds: $25.00 NZD');
    expect(mail.text).toContain('Card: visa ending 4242');
    expect(mail.text).toContain('https://panui.example.nz/receipt/tx_abc');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('Aroha &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;');
    expect(mail.html).toContain('<a href="https://panui.example.nz/receipt/tx_abc">');
  });

  it('a receipt with no refunds has no refund lines', () => {
    const mail = receiptEmail(receipt({ refunds: [], netAmount: '$50.00', netAmountCents: 5_000 }), 'aroha@example.nz', 'https://panui.example.nz');
    expect(mail.text).not.toContain('Refunded');
    expect(mail.text).not.toContain('after refunds');
  });

  it('a refund confirmation says how much, of which payment, and what is left; a full refund says so', () => {
    const partly = refundEmail(receipt(), { amount: '$25.00' }, 'aroha@example.nz', 'https://panui.example.nz');
    expect(partly.subject).toBe('Pānui has refunded $25.00 NZD');
    expect(partly.text).toContain('We have refunded $25.00 NZD of your $50.00 payment of 22 November 2026, 9:30 am NZ time (Donation <b>bold</b>).');
    expect(partly.text).toContain('After this refund, the payment stands at $25.00 NZD.');
    expect(partly.html).toContain('Donation &#60;b&#62;bold&#60;/b&#62;');
    const full = refundEmail(receipt({ netAmount: '$0.00', netAmountCents: 0 }), { amount: '$50.00' }, 'aroha@example.nz', 'https://panui.example.nz');
    expect(full.text).toContain('The payment has been refunded in full.');
  });
});
