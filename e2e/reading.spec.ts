import { expect, test } from '@playwright/test';

test('a reader opens the home page, then an article from it', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');

  const lead = page.getByRole('main').getByRole('article').first().getByRole('link');
  const headline = (await lead.textContent())?.trim() ?? '';
  expect(headline.length).toBeGreaterThan(10);
  await lead.click();

  await expect(page).toHaveURL(/\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByText(/^By /)).toBeVisible();
  expect((await page.locator('article p').allTextContents()).join(' ').split(/\s+/).length).toBeGreaterThan(300);

  await page.getByRole('link', { name: 'More stories' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong date in an article link lands on the right address', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  const slug = href?.split('/').pop();
  const moved = await request.get(`/news/01-01-2001/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(href);
});

test('an unknown article is a real 404 page', async ({ page }) => {
  const response = await page.goto('/news/01-01-2001/no-such-story');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});
