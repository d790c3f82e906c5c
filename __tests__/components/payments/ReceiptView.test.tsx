/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ReceiptView } from '@/components/payments/ReceiptView';
import type { Receipt } from '@/lib/schemas/payments';
import { receiptTax, type ReceiptFacts } from '@/lib/server/receipts/receipt-document';
import { type TaxIdentity, taxIdentity } from '@/lib/server/receipts/tax-identity';

/** A receipt as the receipt call answers it, its document made by the server's own builder. */
function receipt(identity: TaxIdentity, fields: Partial<ReceiptFacts> = {}): Receipt {
  const facts: ReceiptFacts = {
    txId: 'tx_abc',
    amountCents: 2_500,
    date: '22 November 2026, 9:30 am NZ time',
    description: 'Donation',
    billingInterval: 'MONTHLY',
    card: { brand: 'visa', last4: '4242' },
    memberName: 'Aroha Tāne',
    memberEmail: 'aroha@example.nz',
    refunds: [],
    ...fields,
  };
  const tax = receiptTax(identity, facts);
  const kept = facts.amountCents - facts.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    siteName: 'Pānui',
    txId: facts.txId,
    memberName: facts.memberName,
    memberEmail: facts.memberEmail,
    amountCents: facts.amountCents,
    amount: `$${(facts.amountCents / 100).toFixed(2)}`,
    currency: 'NZD',
    date: facts.date,
    description: facts.description,
    billingInterval: facts.billingInterval,
    paymentType: 'SUBSCRIPTION',
    card: facts.card,
    refunds: [],
    netAmount: `$${(kept / 100).toFixed(2)}`,
    netAmountCents: kept,
    ...tax,
  };
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ReceiptView', () => {
  it('shows a plain receipt as a finished document, with a PDF download and a print button', () => {
    render(<ReceiptView receipt={receipt(taxIdentity({}, 'Pānui'))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt for $25.00 NZD' })).toBeInTheDocument();
    expect(valueOf('Received from')).toBe('Aroha Tāne, aroha@example.nz');
    expect(valueOf('Date')).toBe('22 November 2026, 9:30 am NZ time');
    expect(valueOf('Description')).toBe('Donation (monthly)');
    expect(valueOf('Paid by')).toBe('Visa ending 4242');
    expect(valueOf('Receipt number')).toBe('tx_abc');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/tsom/payments/receipt.pdf?txId=tx_abc');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByText(/test mode|sandbox/i)).not.toBeInTheDocument();
  });

  it('shows a tax invoice with its supplier, GST number and the GST in the total', () => {
    render(<ReceiptView receipt={receipt(taxIdentity({ GST_NUMBER: '49-091-850', LEGAL_NAME: 'Pānui Media Limited' }, 'Pānui'))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax invoice for $25.00 NZD' })).toBeInTheDocument();
    const issuer = document.querySelector('address') as HTMLElement;
    expect(within(issuer).getByText('Pānui Media Limited')).toBeInTheDocument();
    expect(within(issuer).getByText('GST number 49-091-850')).toBeInTheDocument();
    expect(valueOf('Total including GST')).toBe('$25.00 NZD');
    expect(valueOf('GST (15%) included')).toBe('$3.26 NZD');
    expect(screen.getByText('All amounts include GST at 15%.')).toBeInTheDocument();
  });

  it('shows a donation receipt with what Inland Revenue asks for, and asks a member without a name for it', () => {
    const identity = taxIdentity({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-098-576', RECEIPT_SIGNATORY: 'Aroha Ngata, Treasurer' }, 'Pānui');
    render(<ReceiptView receipt={receipt(identity, { memberName: null })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Donation receipt for $25.00 NZD' })).toBeInTheDocument();
    expect(screen.getByText(/No goods or services were received in return for it\./)).toBeInTheDocument();
    expect(screen.getByText('Authorised by Aroha Ngata, Treasurer, for Pānui')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Inland Revenue needs your full name on a donation receipt.');
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Add your name to your account' })).toHaveAttribute('href', '/account');
  });

  it('lists each refund with its date and the amount after refunds', () => {
    const refunds = [
      { amountCents: 1_000, createdAt: new Date('2026-11-22T22:00:00Z') },
      { amountCents: 1_500, createdAt: new Date('2026-11-24T22:00:00Z') },
    ];
    render(<ReceiptView receipt={receipt(taxIdentity({}, 'Pānui'), { amountCents: 5_000, refunds })} />);
    expect(screen.getAllByText('Refunded').map((term) => term.nextElementSibling?.textContent)).toEqual(['$10.00 on 23 November 2026', '$15.00 on 25 November 2026']);
    expect(valueOf('Amount after refunds')).toBe('$25.00 NZD');
  });
});
