import { expect, test } from './fixtures';
import { PASSWORD } from './helpers/accounts';
import { signUpAs } from './helpers/desk';
import { enterCard, idToken, stepHeading } from './helpers/payments';
import { moneyThisMonth } from './helpers/revenue';

const MONEY = ['One-off total', 'Refunds'] as const;

test('an administrator sees a gift made in the journey in this month’s one-off total', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'administrator', 'Rāwiri');

  const before = await moneyThisMonth(page, MONEY);
  await expect(page.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /Recurring support now/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conversion by placement' })).toBeVisible();

  await page.goto('/donate');
  await page.getByRole('radio', { name: 'One-off' }).check();
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByLabel('Amount in NZ dollars').fill('37.45');
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $37.45' }).click();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);

  // Other journeys may give or refund at the same time: the one-off total is net of refunds, so
  // with this month's new refunds added back it grew by at least this gift.
  const after = await moneyThisMonth(page, MONEY);
  expect(after['One-off total'] - before['One-off total'] + (after.Refunds - before.Refunds)).toBeGreaterThanOrEqual(3_745);

  // The charts arrive after the page, in the browser.
  await expect(page.getByRole('img', { name: /Bar chart of recurring takings and one-off gifts/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Bar chart of each placement/ })).toBeVisible();

  // The months are the URL: the form changes them, and nonsense is explained.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/desk\/revenue\?from=2026-01&to=2026-03$/);
  await expect(page.getByRole('heading', { name: 'Jan 2026 to Mar 2026' })).toBeVisible();
  await page.goto('/desk/revenue?from=2026-05&to=2026-01');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The first month must not come after the last.');
});

test('an editor is refused the revenue page and its figures', async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await signUpAs(page, 'editor', 'Hana');
  const answer = await page.goto('/desk/revenue');
  expect({ status: answer?.status(), path: new URL(page.url()).pathname }).toEqual({ status: 404, path: '/desk/revenue' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find|not found/i);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/Monthly recurring revenue/)).toHaveCount(0);

  const refused = await request.get('/api/desk/revenue', { headers: { Authorization: `Bearer ${await idToken(request, editor.email, PASSWORD)}` } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('STAFF_ONLY');
});
