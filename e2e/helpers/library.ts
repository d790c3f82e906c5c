import { expect, type Page } from '@playwright/test';
import { accountNav, signUp, uniqueEmail } from './accounts';

/** A new member, signed in; answers their email. */
export async function newMember(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page, { firstName: 'Ana', lastName: 'Kereama', email });
  await page.waitForURL(/verify-email/);
  // On a phone the account control is behind Menu: known, not necessarily on screen.
  await expect(page.getByRole('navigation', { name: 'Account', includeHidden: true })).toContainText('Ana Kereama');
  return email;
}

/**
 * Opens the profile's tab through the account menu, without loading a page: every page load
 * sends the sign-in to /api/auth/login, which allows 30 a minute per address.
 */
export async function openProfileTab(page: Page, tab: string) {
  await accountNav(page).getByRole('link', { name: 'Your account' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Your profile' }).click();
  await page.waitForURL(/\/profile$/);
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** The newest story's path, from the home page's lead card. */
export async function firstArticlePath(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '';
}

/** Waits until this browser has counted the story at `path`: its code counts the view once the page has fetched it (decision 323). */
export async function expectCounted(page: Page, path: string): Promise<void> {
  const slug = path.split('/').pop() ?? path;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('panui.readingHistory') ?? ''), { message: `${path} was counted` }).toContain(slug);
}
