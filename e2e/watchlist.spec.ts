import { expect, test } from './fixtures';
import { accessibilityViolations } from './helpers/axe';
import { newMember, openProfileTab } from './helpers/library';

test.describe.configure({ timeout: 90_000 });

test('a member adds a show from its page, marks it watched, and sees it on the watch list and in the profile', async ({ page }) => {
  await newMember(page, 'watcher');
  await page.getByRole('banner').getByRole('link', { name: 'TV', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TV');
  await page.getByRole('link', { name: 'Kāinga' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kāinga');
  await expect(page.getByRole('img', { name: 'Title card of Kāinga' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stories about Kāinga' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to watch list' }).click();
  const watched = page.getByRole('main').getByRole('button', { name: 'Watched' });
  await expect(watched).toHaveAttribute('aria-pressed', 'false');
  await watched.click();
  await expect(watched).toHaveAttribute('aria-pressed', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Your watch list' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your watch list');
  const list = page.getByRole('list', { name: /Your watch list/ });
  await expect(list.getByRole('link', { name: 'Kāinga' })).toHaveAttribute('href', '/tv/kainga');
  await expect(list.getByRole('button', { name: 'Watched: Kāinga' })).toHaveAttribute('aria-pressed', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);

  await openProfileTab(page, 'Watch list');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Kāinga' })).toBeVisible();
  await panel.getByRole('button', { name: 'Watched: Kāinga' }).click();
  await expect(panel.getByRole('button', { name: 'Watched: Kāinga' })).toHaveAttribute('aria-pressed', 'false');
  await panel.getByRole('button', { name: 'Remove from watch list: Kāinga' }).click();
  await expect(panel.getByText('Your watch list is empty.')).toBeVisible();
});

test('a visitor on a show’s page is asked to sign in to keep a watch list', async ({ page }) => {
  await page.goto('/tv/kainga');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Ftv%2Fkainga');
  await expect(page.getByRole('button', { name: 'Add to watch list' })).toHaveCount(0);
});
