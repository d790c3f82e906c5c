import { expect, type Page } from '../fixtures';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** This New Zealand month as the revenue page labels it: "Nov 2026". */
export function thisNzMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' }).format(new Date()).split('-');
  return `${SHORT_MONTHS[Number(month) - 1]} ${year}`;
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/**
 * This month's figures, in cents, read from /desk/revenue's "Money by month" table (the figures'
 * source of truth), by column heading: e.g. `{ 'One-off total': 3745, Refunds: 2500 }`.
 */
export async function moneyThisMonth<T extends string>(page: Page, columns: readonly T[]): Promise<Record<T, number>> {
  await page.goto('/desk/revenue');
  const table = page.getByRole('table', { name: 'Money by month' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: thisNzMonth(), exact: true }) });
  await expect(row).toHaveCount(1);
  const headings = await table.getByRole('columnheader').allTextContents();
  const figures = {} as Record<T, number>;
  for (const column of columns) {
    const index = headings.indexOf(column);
    expect(index, `no "${column}" column`).toBeGreaterThan(0);
    // The row header is the first cell of the row; the figures follow it.
    figures[column] = cents(await row.getByRole('cell').nth(index - 1).innerText());
  }
  return figures;
}
