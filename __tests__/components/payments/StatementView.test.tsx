/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { StatementView } from '@/components/payments/StatementView';
import { buildStatement } from '@/lib/server/receipts/statement-document';
import { taxIdentity } from '@/lib/server/receipts/tax-identity';

const rows = [
  { id: 'tx_one', amount: 2_000, refundedAmount: 0, description: 'Gift at midnight', createdAt: new Date('2025-03-31T11:00:00Z') },
  { id: 'tx_two', amount: 5_000, refundedAmount: 1_000, description: 'Winter gift', createdAt: new Date('2025-07-15T02:00:00Z') },
  { id: 'tx_three', amount: 3_000, refundedAmount: 3_000, description: 'Gift refunded', createdAt: new Date('2026-03-31T10:59:00Z') },
];
const NOW = new Date('2026-11-27T00:00:00Z');
const donor = { name: 'Carol Ngata', email: 'carol@example.nz' };

describe('StatementView', () => {
  it('shows a charity’s tax-year statement as a donation receipt: each gift, its refunds, the total donated and the wording', () => {
    const identity = taxIdentity({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-098-576', RECEIPT_SIGNATORY: 'Hine Walker, Treasurer', LEGAL_NAME: 'Pānui Trust' }, 'Pānui');
    render(<StatementView statement={buildStatement(identity, { kind: 'tax-year', year: 2026 }, donor, rows, NOW)} siteName="Pānui" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Donation receipt for the 2026 tax year' })).toBeInTheDocument();
    expect(screen.getByText('1 April 2025 to 31 March 2026 (New Zealand time)')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1 April 2025', 'Gift at midnightReceipt tx_one', '$20.00', '–', '$20.00'],
      ['15 July 2025', 'Winter gift$10.00 refundedReceipt tx_two', '$50.00', '$10.00', '$40.00'],
      ['31 March 2026', 'Gift refundedRefunded in fullReceipt tx_three', '$30.00', '$30.00', '$0.00'],
      ['$100.00', '$40.00', '$60.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'Receipt tx_two' })).toHaveAttribute('href', '/receipt/tx_two');
    expect(screen.getByText('Total donated: $60.00 NZD')).toBeInTheDocument();
    expect(screen.getByText(/no goods or services were received in return/)).toBeInTheDocument();
    expect(screen.getByText('Authorised by Hine Walker, Treasurer, for Pānui Trust')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/tsom/payments/statement.pdf?period=tax-year&year=2026');
  });

  it('adds a GST column on a GST-registered site, and says when a year had no payments', () => {
    const identity = taxIdentity({ GST_NUMBER: '49-091-850' }, 'Pānui');
    const { unmount } = render(<StatementView statement={buildStatement(identity, { kind: 'calendar-year', year: 2025 }, donor, rows.slice(0, 2), NOW)} siteName="Pānui" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Statement for 2025' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'GST incl.' })).toBeInTheDocument();
    // 3/23 of what was kept, per payment: $2.61 + $5.22.
    expect(within(screen.getByRole('table')).getAllByRole('row').at(-1)).toHaveTextContent('$7.83');
    unmount();
    render(<StatementView statement={buildStatement(identity, { kind: 'calendar-year', year: 2024 }, donor, [], NOW)} siteName="Pānui" />);
    expect(screen.getByText('There were no payments in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
