/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { StatementPanel } from '@/components/profile/StatementPanel';
import { listTransactions } from '@/lib/api/payments';
import { transaction } from './profile-fixtures';

jest.mock('@/lib/api/payments', () => ({ listTransactions: jest.fn() }));
const list = jest.mocked(listTransactions);

beforeEach(() => jest.clearAllMocks());

describe('StatementPanel', () => {
  it('lists the year’s paid payments oldest first with the total, and prints', async () => {
    list.mockResolvedValue([
      transaction(0, { amount: 2000, createdAt: '2026-11-01T00:00:00Z' }),
      transaction(1, { amount: 1000, createdAt: '2026-02-01T00:00:00Z' }),
      transaction(2, { amount: 5000, createdAt: '2026-03-01T00:00:00Z', status: 'failed' }),
      transaction(3, { amount: 700, createdAt: '2025-03-01T00:00:00Z' }),
    ]);
    render(<StatementPanel year={2026} name="Aroha Ngata" />);
    expect(await screen.findByText(/Payments from Aroha Ngata in 2026/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDescriptionAmount',
      '1 February 2026Payment 1$10 NZD',
      '1 November 2026Payment 0$20 NZD',
      'Total for 2026$30 NZD',
    ]);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Total for 2026');
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
  });

  it('has its loading, empty and error states', async () => {
    list.mockReturnValueOnce(new Promise(() => undefined));
    const first = render(<StatementPanel year={2026} name="Aroha" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your statement…');
    first.unmount();
    list.mockResolvedValueOnce([]);
    const second = render(<StatementPanel year={2024} name="Aroha" />);
    expect(await screen.findByText('There were no payments in 2024.')).toBeInTheDocument();
    second.unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockRejectedValueOnce(new Error('offline'));
    render(<StatementPanel year={2026} name="Aroha" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your statement could not be loaded.');
  });
});
