import { readFile } from 'node:fs/promises';
import { parseCsv } from '../__tests__/helpers/csv-parse';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/accounts';
import { signUpAs } from './helpers/desk';
import { enterCard, stepHeading } from './helpers/payments';

/** This New Zealand month's first and last days, as the exports page offers them. */
function nzMonth(now = new Date()) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

test('an administrator downloads this month’s transactions as CSV and finds a gift just made', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // A visitor gives $37.40 once.
  const donor = uniqueEmail('export-donor');
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'One-off' }).check();
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByLabel('Amount in NZ dollars').fill('37.40');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(donor);
  await page.getByLabel('First name').fill('Mere');
  await page.getByLabel('Last name').fill('Tīpene');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $37.40' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you: $37.40 received');

  // The administrator, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signUpAs(admin, 'administrator', 'Aroha');
  await admin.goto('/desk/exports');
  await expect(admin.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  const transactions = admin.getByRole('region', { name: 'Transactions' });
  const month = nzMonth();
  await expect(transactions.getByLabel('First day')).toHaveValue(month.from);
  await expect(transactions.getByLabel('Last day')).toHaveValue(month.to);

  // The answer is held until the progress bar has been seen: a small file would otherwise come and go at once.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await admin.route('**/api/desk/exports/transactions.csv?*', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = admin.waitForEvent('download');
  await transactions.getByRole('button', { name: 'Download CSV' }).click();
  await expect(transactions.getByRole('progressbar', { name: 'Transactions export' })).toBeVisible();
  await expect(transactions.getByRole('button', { name: 'Cancel' })).toBeVisible();
  release();

  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`panui-transactions-${month.from}-to-${month.to}.csv`);
  await expect(transactions.getByRole('status')).toHaveText(new RegExp(`^Saved panui-transactions-${month.from}-to-${month.to}\\.csv \\([\\d,]+ rows?\\)\\.$`));

  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(['Transaction id', 'Date (NZ time)', 'Member uid', 'Email', 'Amount (NZD)', 'Refunded (NZD)', 'Status', 'Type', 'Interval', 'Placement', 'Provider', 'Description']);
  const gift = rows.find((row) => row[3] === donor);
  expect(gift?.slice(4, 9)).toEqual(['37.40', '0.00', 'succeeded', 'PAY_WHAT_YOU_WANT', 'ONE_OFF']);
  expect(gift?.[1]).toMatch(new RegExp(`^${month.from.slice(0, 7)}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`));
  await adminContext.close();
});

test('an editor finds no exports page and gets no file', async ({ page }) => {
  await signUpAs(page, 'editor', 'Hēmi');
  const answer = await page.goto('/desk/exports');
  expect(answer?.status()).toBe(404);
  await page.goto('/desk');
  await expect(page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Exports' })).toHaveCount(0);
});
