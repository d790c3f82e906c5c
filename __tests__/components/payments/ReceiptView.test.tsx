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

  it('lists each refund with its date and the amount after refunds', () => {
    render(
      <ReceiptView
        receipt={{
          siteName: 'Pānui',
          txId: 'tx_abc',
          memberName: null,
          memberEmail: 'aroha@example.nz',
          amountCents: 5_000,
          amount: '$50.00',
          currency: 'NZD',
          date: '22 November 2026, 9:30 am NZ time',
          description: 'Donation',
          billingInterval: 'ONE_OFF',
          paymentType: 'PAY_WHAT_YOU_WANT',
          card: null,
          refunds: [
            { amountCents: 1_000, amount: '$10.00', date: '23 November 2026' },
            { amountCents: 1_500, amount: '$15.00', date: '25 November 2026' },
          ],
          netAmount: '$25.00',
          netAmountCents: 2_500,
        }}
      />,
    );
    expect(screen.getAllByText('Refunded').map((term) => term.nextElementSibling?.textContent)).toEqual(['$10.00 on 23 November 2026', '$15.00 on 25 November 2026']);
    expect(screen.getByText('Amount after refunds').nextElementSibling).toHaveTextContent('$25.00 NZD');
  });
});
