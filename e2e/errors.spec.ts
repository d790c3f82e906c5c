import { expect, test } from './fixtures';

const APOLOGY = "Really sorry, but we've encountered an error!";

test('a server error shows the error page and logs it', async ({ page }) => {
  const logged = page.waitForRequest((req) => req.url().endsWith('/api/logger') && req.method() === 'POST');
  const response = await page.goto('/test/throw');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: APOLOGY })).toBeVisible();
  await expect(page.getByText(/error is being logged/i)).toBeVisible();
  // The reference is the request's id, under which the server logged the error (decision 240).
  const reference = response?.headers()['x-request-id'];
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText('If you write to us about it, quote this reference:')).toBeVisible();
  await expect(page.getByText(reference!, { exact: true })).toBeVisible();
  const body = (await logged).postDataJSON();
  expect(body.message).toContain(`status 500`);
  expect(body.message).toContain(`(ref ${reference})`);
  expect(body.userAgent.length).toBeLessThanOrEqual(200);

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an error thrown in the browser shows the error page and logs its stack', async ({ page }) => {
  await page.goto('/test/throw?where=browser');
  const logged = page.waitForResponse((res) => res.url().endsWith('/api/logger') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Throw an error' }).click();
  await expect(page.getByRole('heading', { name: APOLOGY })).toBeVisible();
  await expect(page.getByText('Test error thrown in the browser')).toBeVisible();
  const response = await logged;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON().callstack).toContain('Test error thrown in the browser');
});
