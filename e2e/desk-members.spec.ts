import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { signUpAs } from './helpers/desk';
import { enterCard, idToken, stepHeading } from './helpers/payments';

const serious = (violations: Awaited<ReturnType<typeof accessibilityViolations>>) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** The page scrolls sideways only inside its tables' own boxes, never as a whole. */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('an administrator finds a donor by email, opens them and sees their $50 gift', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The donor gives $50 once, in a browser of their own.
  const donorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const donor = await donorContext.newPage();
  const email = uniqueEmail('donor');
  await signUp(donor, { firstName: 'Ngaio', lastName: 'Koha', email });
  await donor.waitForURL(/verify-email/);
  await donor.goto('/donate?amount=5000&interval=one-off');
  await expect(stepHeading(donor)).toHaveText('Your chosen support');
  await donor.getByRole('button', { name: 'Continue' }).click();
  await enterCard(donor, '4242 4242 4242 4242');
  await donor.getByRole('button', { name: 'Pay $50' }).click();
  await expect(stepHeading(donor)).toHaveText(/Our newsletters|Thank you/);
  await donorContext.close();

  await signUpAs(page, 'administrator', 'Aroha');
  await page.goto('/desk/members');
  const search = page.getByRole('search', { name: 'Find members' });
  await search.getByLabel('Email or name').fill(email.toUpperCase());
  await search.getByLabel('Email or name').press('Enter');
  // The search is a link: its URL carries it, and the server rendered the answer.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(email.toUpperCase());
  const row = page.getByRole('row', { name: /Ngaio Koha/ });
  await expect(row).toContainText('One-off donor');
  await expect(row).toContainText('$50.00');
  expect(serious(await accessibilityViolations(page))).toEqual([]);

  await row.getByRole('link', { name: 'Ngaio Koha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ngaio Koha' })).toBeVisible();
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(transactions.getByRole('row', { name: /\$50\.00/ })).toContainText('Paid');
  await expect(transactions).toContainText('/receipt/tx_');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(email);
  expect(serious(await accessibilityViolations(page))).toEqual([]);

  // On a phone the record and the list stay inside the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await pageOverflows(page)).toBe(false);
  await page.goBack();
  await expect(page.getByRole('row', { name: /Ngaio Koha/ })).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);
});

test('an editor opening /desk/members gets the not-found page, and the API refuses them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const editor = await signUpAs(page, 'editor', 'Hēmi');
  const answer = await page.goto('/desk/members?q=%40example.nz');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find|not found/i);

  const token = await idToken(request, editor.email, PASSWORD);
  const refused = await request.get('/api/desk/members?q=%40example.nz', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: 'STAFF_ONLY', message: expect.any(String) } });
});
