import type { Receipt } from '@/lib/schemas/payments';
import { newPdf, pdfBytes } from '@/lib/server/receipts/pdf-layout';
import { receiptTax } from '@/lib/server/receipts/receipt-document';
import { drawReceipt, receiptPdfMeta } from '@/lib/server/receipts/receipt-pdf';
import { buildStatement } from '@/lib/server/receipts/statement-document';
import { drawStatement, statementPdfMeta } from '@/lib/server/receipts/statement-pdf';
import type { StatementPaymentRow } from '@/lib/server/receipts/statement-store';
import { taxIdentity } from '@/lib/server/receipts/tax-identity';
import { pdfText } from '../../../helpers/pdf-text';

const GST = taxIdentity({ GST_NUMBER: '136-410-132', LEGAL_NAME: 'Pānui Media Limited', LEGAL_ADDRESS: '12 Cuba Street, Te Aro, Wellington 6011' }, 'Pānui');

function taxInvoice(amountCents: number, refunds: { amountCents: number; createdAt: Date }[] = []): Receipt {
  const tax = receiptTax(GST, {
    txId: 'tx_invoice1',
    amountCents,
    date: '22 November 2026, 9:30 am NZ time',
    description: 'Membership',
    billingInterval: 'YEARLY',
    card: { brand: 'mastercard', last4: '4444' },
    memberName: 'Aroha Tāne',
    memberEmail: 'aroha@example.nz',
    refunds,
  });
  return {
    siteName: 'Pānui',
    txId: 'tx_invoice1',
    memberName: 'Aroha Tāne',
    memberEmail: 'aroha@example.nz',
    amountCents,
    amount: `$${(amountCents / 100).toFixed(2)}`,
    currency: 'NZD',
    date: '22 November 2026, 9:30 am NZ time',
    description: 'Membership',
    billingInterval: 'YEARLY',
    paymentType: 'SUBSCRIPTION',
    card: { brand: 'mastercard', last4: '4444' },
    refunds: [],
    netAmount: '',
    netAmountCents: 0,
    ...tax,
  };
}

describe('a tax invoice as a PDF', () => {
  it('reads back with the words, supplier, GST number, date, description, total including GST and the GST in it', async () => {
    const receipt = taxInvoice(120_000);
    const pdf = await pdfText(await pdfBytes(newPdf(receiptPdfMeta(receipt)), drawReceipt(receipt)));
    expect(pdf.title).toBe('Tax invoice tx_invoice1');
    expect(pdf.pages).toBe(1);
    for (const words of [
      'Tax invoice',
      'Pānui Media Limited',
      'Trading as Pānui',
      '12 Cuba Street, Te Aro, Wellington 6011',
      'GST number 136-410-132',
      '22 November 2026, 9:30 am NZ time',
      'Membership (yearly)',
      // Over $1,000: the recipient's name and an identifier.
      'Recipient Aroha Tāne, aroha@example.nz',
      'Total including GST $1,200.00 NZD',
      'GST (15%) included $156.52 NZD',
      'Paid by Mastercard ending 4444',
      'All amounts include GST at 15%.',
    ]) {
      expect(pdf.text).toContain(words);
    }
  });

  it('shows a refund with the GST it gave back and the figures after it', async () => {
    const receipt = taxInvoice(5_000, [{ amountCents: 1_000, createdAt: new Date('2026-11-24T22:00:00Z') }]);
    const { text } = await pdfText(await pdfBytes(newPdf(receiptPdfMeta(receipt)), drawReceipt(receipt)));
    expect(text).toContain('Refunded $10.00 on 25 November 2026, GST $1.30');
    expect(text).toContain('Total after refunds, including GST $40.00 NZD');
    expect(text).toContain('GST included after refunds $5.22 NZD');
  });
});

describe('a statement as a PDF', () => {
  // A monthly supporter over five years: more payments than one page holds.
  const rows: StatementPaymentRow[] = Array.from({ length: 60 }, (_, i) => ({
    id: `tx_month${String(i).padStart(2, '0')}`,
    amount: 1_000,
    refundedAmount: i === 3 ? 1_000 : i === 4 ? 400 : 0,
    description: 'Monthly support',
    createdAt: new Date(Date.UTC(2025, 3, 1 + i)),
  }));

  it('runs over pages with the heading on each, every payment on it, refunds shown and the GST of what was kept', async () => {
    const statement = buildStatement(GST, { kind: 'tax-year', year: 2026 }, { name: 'Aroha Tāne', email: 'aroha@example.nz' }, rows, new Date('2026-11-27T00:00:00Z'));
    const pdf = await pdfText(await pdfBytes(newPdf(statementPdfMeta(statement)), drawStatement(statement, 'Pānui')));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.title).toBe('Statement for the 2026 tax year');
    const pages = pdf.text.split('\n');
    for (const page of pages) expect(page).toMatch(/Date Description Amount Refunded Kept GST incl\./);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    for (const row of rows) expect(pdf.text).toContain(row.id);
    expect(pdf.text).toContain('Refunded in full');
    expect(pdf.text).toContain('$4.00 refunded');
    // 60 × $10 less $14 refunded = $586; GST is each payment’s own: 58 × $1.30 + $0.78 (of $6) + $0 = $76.18.
    expect(pdf.text).toContain('Total $600.00 $14.00 $586.00 $76.18');
    expect(pdf.text).toContain('Amounts include GST at 15%');
  });

  it('says so when the period had no payments', async () => {
    const statement = buildStatement(GST, { kind: 'calendar-year', year: 2024 }, { name: null, email: 'aroha@example.nz' }, [], new Date('2026-11-27T00:00:00Z'));
    const { text } = await pdfText(await pdfBytes(newPdf(statementPdfMeta(statement)), drawStatement(statement, 'Pānui')));
    expect(text).toContain('Statement for 2024');
    expect(text).toContain('There were no payments in this period.');
  });
});
