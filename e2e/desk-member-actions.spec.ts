import { expect, test } from './fixtures';
import { currentUser, PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { signUpAs } from './helpers/desk';
import { idToken } from './helpers/payments';

const serious = (violations: Awaited<ReturnType<typeof accessibilityViolations>>) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('an administrator pauses a supporter’s monthly subscription from their page, and the audit log lists it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  // The supporter gives $15 a month, in a browser of their own.
  const supporterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const supporter = await supporterContext.newPage();
  const email = uniqueEmail('supporter');
  await signUp(supporter, { firstName: 'Hemi', lastName: 'Walker', email });
  await supporter.waitForURL(/verify-email/);
  const { uid } = await currentUser(supporter);
  const token = await idToken(request, email, PASSWORD);
  const paid = await request.post('/api/tsom/payments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, billingInterval: 'MONTHLY', price: 1_500, amount: 1_500, currency: 'NZD', description: 'Monthly support', metadata: {}, paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await supporterContext.close();

  await signUpAs(page, 'administrator', 'Aroha');
  await page.goto(`/desk/members/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hemi Walker' })).toBeVisible();
  const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
  await expect(subscriptions).toContainText('$15.00');
  await subscriptions.getByRole('button', { name: 'Pause until…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pause this subscription' });
  await expect(dialog).toBeVisible();
  // Nothing is sent without a reason: the browser asks for it first.
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Travelling overseas, asked by phone');
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog).toBeHidden();
  await expect(subscriptions.getByRole('status')).toContainText('Paused: the next payment is on');
  await expect(subscriptions).toContainText('paused until');
  await expect(subscriptions.getByRole('button', { name: 'Resume' })).toBeVisible();

  await page.goto(`/desk/audit?member=${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Paused a subscription' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Travelling overseas, asked by phone');
  await expect(entry).toContainText('Paused until');
  await expect(entry.getByRole('link', { name: uid })).toHaveAttribute('href', `/desk/members/${uid}`);
  expect(serious(await accessibilityViolations(page))).toEqual([]);

  // On a phone the log stays inside the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('an editor gets the not-found page for the audit log', async ({ page }) => {
  await signUpAs(page, 'editor', 'Tama');
  const answer = await page.goto('/desk/audit');
  expect(answer?.status()).toBe(404);
});
