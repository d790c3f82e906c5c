import { expect, test } from './fixtures';
import { PASSWORD } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { firstArticlePath, newMember, openProfileTab } from './helpers/library';

test.describe.configure({ timeout: 90_000 });

test('a member bookmarks a story, finds it on the bookmarks page and in the profile, and removes it', async ({ page }) => {
  const path = await firstArticlePath(page);
  await newMember(page, 'bookmarker');
  await page.goto(path);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const bookmark = page.getByRole('main').getByRole('button', { name: 'Bookmark', exact: true });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await expect(bookmark).toHaveAttribute('aria-busy', 'false');
  await bookmark.focus();
  await page.keyboard.press('Enter');
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Your bookmarks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bookmarks');
  await expect(page.getByRole('list', { name: /Your bookmarks/ }).getByRole('link', { name: title })).toHaveAttribute('href', path);
  expect(await accessibilityViolations(page)).toEqual([]);

  await openProfileTab(page, 'Bookmarks');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: title })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: `Remove bookmark: ${title}` }).click();
  await expect(panel.getByRole('status')).toHaveText(`Removed “${title}” from your bookmarks.`);
  await expect(panel.getByRole('link', { name: title })).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Your bookmarks' }).click();
  await expect(page.getByText('You have no bookmarks yet.')).toBeVisible();
});

test('a visitor presses Bookmark, signs in, and finds the story bookmarked on their return', async ({ page }) => {
  const path = await firstArticlePath(page);
  const email = await newMember(page, 'returning-reader');
  await page.context().clearCookies();
  await page.evaluate(() => indexedDB.deleteDatabase('firebaseLocalStorageDb'));

  await page.goto(path);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const bookmark = page.getByRole('main').getByRole('button', { name: 'Bookmark', exact: true });
  // Busy until the page knows who is reading (Firebase restarts: this browser had a user); a press then does nothing.
  await expect(bookmark).toHaveAttribute('aria-busy', 'false');
  await bookmark.click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'to bookmark this story' })).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();

  await page.waitForURL(/\/sign-in\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole('main').getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Your bookmarks' }).click();
  await expect(page.getByRole('list', { name: /Your bookmarks/ }).getByRole('link', { name: title })).toBeVisible();
});
