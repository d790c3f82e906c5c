/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReceiptView } from '@/components/payments/ReceiptView';

describe('ReceiptView', () => {
  it('shows every receipt field and a print button', () => {
    render(
      <ReceiptView
        receipt={{
          siteName: 'Pānui',
          txId: 'tx_abc',
          memberName: 'Aroha Tāne',
          memberEmail: 'aroha@example.nz',
          amountCents: 2_500,
          amount: '$25.00',
          currency: 'NZD',
          date: '22 November 2026, 9:30 am NZ time',
          description: 'Donation',
          billingInterval: 'MONTHLY',
          paymentType: 'SUBSCRIPTION',
          card: { brand: 'visa', last4: '4242' },
          refunds: [],
          netAmount: '$25.00',
          netAmountCents: 2_500,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pānui: receipt for $25.00 NZD' })).toBeInTheDocument();
    for (const text of ['Aroha Tāne, aroha@example.nz', '22 November 2026, 9:30 am NZ time', 'Donation', 'Monthly', 'visa ending 4242', 'tx_abc']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });
});
