import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'korero-2026';

/** A fresh address per test, so parallel journeys never share an account. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.nz`;

export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

export async function signUp(page: Page, account: { firstName: string; lastName: string; email: string; password?: string }) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(accountNav(page).getByText(name)).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export async function expectSignedOut(page: Page) {
  await expect(accountNav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** Signs in with the email and password form, then waits until the page has moved on (to `next`, if given). */
export async function signIn(page: Page, email: string, next?: string) {
  await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** Signs out from the header and waits until it has finished: leaving the page sooner would cut it short. */
export async function signOut(page: Page) {
  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expectSignedOut(page);
}

/** What the test page says about the current Firebase user once auth has resolved. */
export async function currentUser(page: Page): Promise<{ uid: string; kind: string }> {
  await page.goto('/test/anonymous');
  const kind = page.getByLabel('Sign-in kind');
  await expect(kind).not.toHaveText('');
  return { uid: (await page.getByLabel('Current uid').textContent()) ?? '', kind: (await kind.textContent()) ?? '' };
}

export async function signInAnonymously(page: Page): Promise<string> {
  await page.goto('/test/anonymous');
  await expect(page.getByLabel('Sign-in kind')).toHaveText('none');
  await page.getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page.getByLabel('Sign-in kind')).toHaveText('anonymous');
  return (await page.getByLabel('Current uid').textContent()) ?? '';
}

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}

/** The emulator's admin API is on its own port: the site never passes it through (decision 110). */
function authEmulatorUrl(): string {
  const url = process.env.E2E_AUTH_EMULATOR_URL;
  if (!url) throw new Error('E2E_AUTH_EMULATOR_URL is not set: run the journeys with npm run test:e2e');
  return url;
}

/** The newest email-action link the Auth emulator "sent" to `email`, read from the emulator itself. */
export async function latestEmailLink(request: APIRequestContext, email: string, requestType: string): Promise<URL> {
  let found: OobCode | undefined;
  const oobCodesUrl = `${authEmulatorUrl()}/emulator/v1/projects/demo-panui/oobCodes`;
  await expect
    .poll(async () => {
      const answer = await request.get(oobCodesUrl);
      const { oobCodes } = (await answer.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return new URL(found!.oobLink);
}
