/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportPanel } from '@/components/profile/SupportPanel';
import { TransactionsPanel } from '@/components/profile/TransactionsPanel';
import { listTransactions } from '@/lib/api/payments';
import { transaction } from './profile-fixtures';

jest.mock('@/lib/api/payments', () => ({ listTransactions: jest.fn() }));
const list = jest.mocked(listTransactions);

beforeEach(() => jest.clearAllMocks());

describe('TransactionsPanel', () => {
  it('says it is loading', () => {
    list.mockReturnValue(new Promise(() => undefined));
    render(<TransactionsPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your transactions…');
  });

  it('says so when none have been made', async () => {
    list.mockResolvedValue([]);
    render(<TransactionsPanel />);
    expect(await screen.findByText('You have not made any payments yet.')).toBeInTheDocument();
  });

  it('says so when they could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockRejectedValue(new Error('offline'));
    render(<TransactionsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your transactions could not be loaded.');
  });

  it('lists date (NZ), amount, description and status, ten to a page, each paid one with its receipt', async () => {
    list.mockResolvedValue([
      transaction(0, { createdAt: '2026-11-19T12:30:00Z' }),
      transaction(1, { status: 'failed' }),
      ...Array.from({ length: 10 }, (_, index) => transaction(index + 2)),
    ]);
    render(<TransactionsPanel />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(11);
    // 12:30 UTC on 19 November is already 20 November in New Zealand.
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20 November 2026', '$10 NZD', 'Payment 0', 'Paid', 'Receipt']);
    expect(within(rows[1]!).getByRole('link', { name: 'Receipt for $10 on 20 November 2026' })).toHaveAttribute('href', '/receipt/tx_0');
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.any(String), '$10.01 NZD', 'Payment 1', 'Failed', '—']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Payment 11')).toBeInTheDocument();
  });
});

describe('TransactionsPanel and refunds', () => {
  it('shows a partly refunded gift with what came back, and a fully refunded one as refunded, each with its receipt', async () => {
    list.mockResolvedValue([
      transaction(0, { amount: 5_000, refundedAmount: 2_500 }),
      transaction(1, { amount: 5_000, refundedAmount: 5_000, status: 'refunded' }),
    ]);
    render(<TransactionsPanel />);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.any(String), '$50 NZD', 'Payment 0', 'Partly refunded: $25 back', 'Receipt']);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.any(String), '$50 NZD', 'Payment 1', 'Refunded', 'Receipt']);
  });
});

describe('SupportPanel', () => {
  it('adds up this year and all time from paid transactions, and leads to the yearly statements', async () => {
    const thisYear = new Date().getUTCFullYear();
    list.mockResolvedValue([
      transaction(0, { amount: 2000, createdAt: `${thisYear}-06-01T00:00:00Z` }),
      transaction(1, { amount: 5000, createdAt: `${thisYear}-06-02T00:00:00Z`, status: 'failed' }),
      transaction(2, { amount: 1000, createdAt: `${thisYear - 1}-06-01T00:00:00Z` }),
    ]);
    render(<SupportPanel />);
    expect(await screen.findByText('This year')).toBeInTheDocument();
    expect(screen.getByText('This year').nextElementSibling).toHaveTextContent('$20 NZD');
    expect(screen.getByText('All time').nextElementSibling).toHaveTextContent('$30 NZD');
    expect(screen.getByRole('link', { name: 'Your yearly statements' })).toHaveAttribute('href', '/profile/statements');
  });

  it('has its loading, empty and error states', async () => {
    list.mockReturnValueOnce(new Promise(() => undefined));
    const { unmount } = render(<SupportPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Adding up your support…');
    unmount();
    list.mockResolvedValueOnce([]);
    const second = render(<SupportPanel />);
    expect(await screen.findByText(/You have not given yet/)).toBeInTheDocument();
    second.unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockRejectedValueOnce(new Error('offline'));
    render(<SupportPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your support could not be added up.');
  });
});
