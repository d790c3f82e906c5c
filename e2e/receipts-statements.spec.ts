import { readFile } from 'node:fs/promises';
import { pdfText } from '../__tests__/helpers/pdf-text';
import { expect, test } from './fixtures';
import { PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { idToken } from './helpers/payments';

// Gifts around the 2026 tax year, made through the sandbox payment service at these times by the
// test-only route (ENABLE_TEST_ROUTES): New Zealand is on daylight time (UTC+13) on 31 March.
const GIFTS = [
  { at: '2025-03-31T10:59:00Z', amount: 1_100, description: 'Gift at 11:59 pm on 31 March 2025', inTaxYear2026: false },
  { at: '2025-03-31T11:00:00Z', amount: 2_000, description: 'Gift at midnight on 1 April 2025', inTaxYear2026: true },
  { at: '2025-09-15T00:00:00Z', amount: 5_000, description: 'Gift in September 2025', inTaxYear2026: true },
  { at: '2026-03-31T10:59:00Z', amount: 3_000, description: 'Gift at 11:59 pm on 31 March 2026', inTaxYear2026: true },
  { at: '2026-03-31T11:00:00Z', amount: 1_700, description: 'Gift at midnight on 1 April 2026', inTaxYear2026: false },
];

test('a donor’s 2026 tax-year statement, on the page and as a PDF, lists exactly the gifts from 1 April 2025 to 31 March 2026', async ({ page, request }) => {
  const email = uniqueEmail('statements');
  await signUp(page, { firstName: 'Rāwiri', lastName: 'Pōtae', email });
  await page.waitForURL(/verify-email/);
  const token = await idToken(request, email, PASSWORD);
  const txIds: string[] = [];
  for (const gift of GIFTS) {
    const answer = await request.post('/api/test/dated-payment', {
      headers: { Authorization: `Bearer ${token}` },
      data: { at: gift.at, payment: { email, billingInterval: 'ONE_OFF', price: gift.amount, amount: gift.amount, currency: 'NZD', description: gift.description, paymentMethodId: 'pm_card_visa' } },
    });
    expect(answer.status()).toBe(200);
    txIds.push(((await answer.json()) as { data: { transaction: { txId: string } } }).data.transaction.txId);
  }
  const inYear = txIds.filter((_, i) => GIFTS[i]!.inTaxYear2026);
  const outside = txIds.filter((_, i) => !GIFTS[i]!.inTaxYear2026);

  // The profile lists the years given in; the 2026 tax year's statement opens from it.
  await page.goto('/profile/statements');
  const taxYears = page.getByRole('region', { name: 'Tax years (1 April to 31 March)' });
  await expect(taxYears.getByRole('link', { name: /^Statement for the \d{4} tax year$/ })).toHaveText(['Statement for the 2027 tax year', 'Statement for the 2026 tax year', 'Statement for the 2025 tax year']);

  // The PDF, downloaded as the donor does, read back as a PDF reader would.
  const [download] = await Promise.all([page.waitForEvent('download'), taxYears.getByRole('link', { name: 'Download PDF of the 2026 tax year' }).click()]);
  expect(download.suggestedFilename()).toBe('statement-tax-year-2026.pdf');
  const { text } = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('Statement for the 2026 tax year');
  expect(text).toContain('Rāwiri Pōtae');
  expect(text).toContain('1 April 2025 to 31 March 2026 (New Zealand time)');
  for (const id of inYear) expect(text).toContain(id);
  for (const id of outside) expect(text).not.toContain(id);
  expect(text).toContain('Total $100.00 $0.00 $100.00');

  // The page says the same.
  await taxYears.getByRole('link', { name: 'Statement for the 2026 tax year' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement for the 2026 tax year' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(1 + inYear.length + 1);
  await expect(page.getByRole('table')).toContainText('1 April 2025');
  await expect(page.getByRole('table')).toContainText('31 March 2026');
  await expect(page.getByRole('table').getByRole('row').last()).toContainText('$100.00');
});
