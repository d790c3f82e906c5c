import { expect, test } from './fixtures';
import { signUpAs } from './helpers/desk';

test('an administrator sees a server error and the browser’s report of it on the errors page, grouped', async ({ page }) => {
  test.setTimeout(90_000);
  // Twice: one group each for the server's error and for the error page's reports of it (their references differ).
  for (let i = 0; i < 2; i++) {
    const reported = page.waitForResponse((res) => res.url().endsWith('/api/logger') && res.request().method() === 'POST');
    expect((await page.goto('/test/throw'))?.status()).toBe(500);
    expect((await reported).status()).toBe(201);
  }

  await signUpAs(page, 'administrator', 'Tūī');
  await page.goto('/desk');
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Errors' }).click();
  await expect(page.getByRole('heading', { name: 'Errors', level: 1 })).toBeVisible();

  const server = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Server Error: Test error thrown on the server' }) });
  await expect(server.getByText('/test/throw', { exact: true })).toBeVisible();
  const browser = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Browser Error page shown: status 500 at /test/throw (ref <id>)' }) });
  // Its count in 24 hours: both reports, and any other journey's.
  expect(Number(await browser.getByRole('definition').first().textContent())).toBeGreaterThanOrEqual(2);

  // The stack opens from the keyboard.
  const summary = server.getByText('Stack of the latest report');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(server.locator('details')).toHaveAttribute('open', '');
  await expect(server.locator('pre')).toBeVisible();
  await expect(server.locator('pre')).toContainText('Error: Test error thrown on the server');
});

test('an editor is refused the errors page and does not see it in the desk', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAs(page, 'editor', 'Kea');
  await page.goto('/desk');
  await expect(page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Stories' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Errors' })).toHaveCount(0);
  const answer = await page.goto('/desk/errors');
  expect(answer?.status()).toBe(404);
});
