/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { StatementsList } from '@/components/profile/StatementsList';
import { listStatementYears } from '@/lib/api/payments';

jest.mock('@/lib/api/payments', () => ({ listStatementYears: jest.fn() }));
const years = jest.mocked(listStatementYears);

beforeEach(() => jest.clearAllMocks());

describe('StatementsList', () => {
  it('lists each tax year and calendar year given in, with its statement and its PDF', async () => {
    years.mockResolvedValue({ taxYears: [2027, 2026], calendarYears: [2026, 2025] });
    render(<StatementsList />);
    const taxYears = await screen.findByRole('region', { name: 'Tax years (1 April to 31 March)' });
    expect(within(taxYears).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Statement for the 2027 tax year1 April 2026 to 31 March 2027Download PDF of the 2027 tax year',
      'Statement for the 2026 tax year1 April 2025 to 31 March 2026Download PDF of the 2026 tax year',
    ]);
    expect(within(taxYears).getByRole('link', { name: 'Statement for the 2026 tax year' })).toHaveAttribute('href', '/profile/statement/tax-year/2026');
    expect(within(taxYears).getByRole('link', { name: 'Download PDF of the 2026 tax year' })).toHaveAttribute('href', '/api/tsom/payments/statement.pdf?period=tax-year&year=2026');
    const calendar = screen.getByRole('region', { name: 'Calendar years' });
    expect(within(calendar).getByRole('link', { name: 'Statement for 2025' })).toHaveAttribute('href', '/profile/statement/2025');
    expect(within(calendar).getByRole('link', { name: 'Download PDF of 2025' })).toHaveAttribute('href', '/api/tsom/payments/statement.pdf?period=calendar-year&year=2025');
  });

  it('has its loading, empty and error states', async () => {
    years.mockReturnValueOnce(new Promise(() => undefined));
    const first = render(<StatementsList />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding the years you gave in…');
    first.unmount();
    years.mockResolvedValueOnce({ taxYears: [], calendarYears: [] });
    const second = render(<StatementsList />);
    expect(await screen.findByText(/You have not given yet/)).toBeInTheDocument();
    second.unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    years.mockRejectedValueOnce(new Error('offline'));
    render(<StatementsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your statements could not be listed.');
  });
});
