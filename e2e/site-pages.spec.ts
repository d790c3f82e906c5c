import { expect, test } from './fixtures';
import { signUpAs } from './helpers/desk';

test('the footer reaches the about, contact and privacy pages from any page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Editorial independence' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'New Zealand Media Council' })).toHaveAttribute('href', 'https://www.mediacouncil.org.nz/');
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

  await page.goto('/podcasts');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText(/Privacy Act 2020/).first()).toBeVisible();
});

test('an editor rewrites the privacy page on the desk, and a signed-out reader sees it at /privacy', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'editor', 'Ngaio');
  await page.goto('/desk');
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Site pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site pages' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click();

  const promise = `We never sell your details ${Date.now()}.`;
  await page.getByLabel('Title (required)').fill('Privacy and your information');
  const body = page.getByRole('textbox', { name: 'Page text' });
  await body.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(promise);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();

  const reader = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const privacy = await reader.newPage();
  const answer = await privacy.goto('/privacy');
  expect(answer?.status()).toBe(200);
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy and your information' })).toBeVisible();
  await expect(privacy.getByText(promise)).toBeVisible();
  // The rest of the default text the editor started from is still there.
  await expect(privacy.getByText(/Privacy Act 2020/).first()).toBeVisible();
  await expect(privacy.getByText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await reader.close();
});
