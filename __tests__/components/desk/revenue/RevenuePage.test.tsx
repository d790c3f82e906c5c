/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RevenuePage } from '@/components/desk/revenue/RevenuePage';
import { REVENUE_INTERVALS, REVENUE_PLACEMENTS, type RevenueFigures, type RevenueReport } from '@/lib/schemas/desk-revenue';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/revenue', asPath: '/desk/revenue', query: {} }) }));
// chart.js needs a real canvas; the charts are checked in the browser journey (e2e/desk-revenue.spec.ts).
jest.mock('@/components/desk/revenue/RevenueCharts', () => ({ RevenueCharts: () => <p>The charts</p> }));

const zero: RevenueFigures = { newSupporters: 0, churnedSupporters: 0, pausedSupporters: 0, reactivatedSupporters: 0, oneOffTotal: 0, recurringTakings: 0, gifts: 0, averageGift: null, medianGift: null, refunds: 0 };

function reportOf(months: Record<string, Partial<RevenueFigures>>, now: Partial<RevenueReport['now']> = {}): RevenueReport {
  const keys = Object.keys(months);
  return {
    range: { from: keys[0]!, to: keys.at(-1)! },
    asOf: '2026-04-20T00:00:00.000Z',
    now: { mrr: 0, arr: 0, activeSupporters: 0, pausedSupporters: 0, ...now },
    months: keys.map((month) => ({
      month,
      total: { ...zero, ...months[month] },
      byPlacement: REVENUE_PLACEMENTS.map((placement) => ({ placement, ...zero, ...(placement === 'ONSITE' ? months[month] : {}) })),
      byInterval: REVENUE_INTERVALS.map((interval) => ({ interval, ...zero, ...(interval === 'ONE_OFF' ? months[month] : {}) })),
    })),
    conversion: REVENUE_PLACEMENTS.map((placement) => (placement === 'ONSITE' ? { placement, clicks: 8, donations: 2, rate: 0.25 } : { placement, clicks: 0, donations: 0, rate: null })),
  };
}

const cellsOf = (table: HTMLElement, rowName: string) => {
  const row = within(table).getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
};

describe('RevenuePage', () => {
  it('shows every figure in tables with captions and row and column headers, and loads the charts', async () => {
    render(<RevenuePage role="administrator" rangeError={null} report={reportOf({ '2026-03': { oneOffTotal: 12_345, gifts: 3, averageGift: 4_115, medianGift: 2_500, refunds: 500, newSupporters: 2 }, '2026-04': {} }, { mrr: 5_527, arr: 66_324, activeSupporters: 4, pausedSupporters: 1 })} />);
    const now = screen.getByRole('table', { name: /Recurring support now/ });
    expect(cellsOf(now, 'Monthly recurring revenue (MRR)')).toEqual(['$55.27']);
    expect(cellsOf(now, 'Annual equivalent (ARR)')).toEqual(['$663.24']);
    expect(cellsOf(now, 'Active recurring supporters')).toEqual(['4']);

    const money = screen.getByRole('table', { name: 'Money by month' });
    expect(within(money).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Month', 'One-off total', 'Recurring takings', 'Gifts', 'Average gift', 'Median gift', 'Refunds']);
    expect(within(money).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(money).getByRole('rowheader', { name: 'Mar 2026' })).toHaveAttribute('scope', 'row');
    expect(cellsOf(money, 'Mar 2026')).toEqual(['$123.45', '$0.00', '3', '$41.15', '$25.00', '$5.00']);
    expect(cellsOf(money, 'Apr 2026')).toEqual(['$0.00', '$0.00', '0', '—', '—', '$0.00']);
    expect(cellsOf(screen.getByRole('table', { name: 'Supporters by month' }), 'Mar 2026')).toEqual(['2', '0', '0', '0']);
    expect(cellsOf(screen.getByRole('table', { name: 'Conversion by placement' }), 'Donate page')).toEqual(['8', '2', '25%']);
    expect(screen.getByRole('heading', { name: 'Mar 2026 to Apr 2026' })).toBeInTheDocument();
    expect(await screen.findByText('The charts')).toBeInTheDocument();
  });

  it('shows one month by placement and by interval, the latest first, another on choice', async () => {
    render(<RevenuePage role="administrator" rangeError={null} report={reportOf({ '2026-03': { oneOffTotal: 12_345 }, '2026-04': { oneOffTotal: 700 } })} />);
    expect(screen.getByRole('table', { name: 'Apr 2026 by placement' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Mar 2026');
    const byPlacement = screen.getByRole('table', { name: 'Mar 2026 by placement' });
    expect(cellsOf(byPlacement, 'Donate page')[4]).toBe('$123.45');
    expect(cellsOf(screen.getByRole('table', { name: 'Mar 2026 by interval' }), 'One-off')[4]).toBe('$123.45');
    await screen.findByText('The charts');
  });

  it('says there is no money yet instead of drawing empty charts', () => {
    const quiet = reportOf({ '2026-04': {} });
    quiet.conversion = quiet.conversion.map((row) => ({ ...row, clicks: 0, donations: 0, rate: null }));
    render(<RevenuePage role="administrator" rangeError={null} report={quiet} />);
    expect(screen.getByText(/No money yet/)).toBeInTheDocument();
    expect(screen.queryByText('The charts')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Money by month' })).toBeInTheDocument();
  });

  it('explains months it could not use, with the range form keeping the months shown', async () => {
    render(<RevenuePage role="administrator" rangeError="The first month must not come after the last." report={reportOf({ '2026-03': {}, '2026-04': { gifts: 1 } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The first month must not come after the last. Showing the last twelve months instead.');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03');
    expect(screen.getByLabelText('To')).toHaveValue('2026-04');
    await screen.findByText('The charts');
  });
});
