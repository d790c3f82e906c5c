import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accountNav, PASSWORD, signUp, uniqueEmail } from './accounts';

/** A member's ID token, from the Auth emulator through the site's own origin (as the browser gets it). */
export async function idToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key', {
    data: { email, password, returnSecureToken: true },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { idToken: string }).idToken;
}

/** What the payments API holds for the member: their transactions and subscriptions. */
export async function paymentsOf(request: APIRequestContext, token: string) {
  const call = async <T>(path: string) => {
    const answer = await request.post(`/api/tsom/payments/${path}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: T }).data;
  };
  return {
    transactions: await call<{ txId: string; amount: number; status: string; billingInterval: string }[]>('list-transactions'),
    subscriptions: await call<{ subscriptionId: string; amount: number; billingInterval: string; status: string; card: { last4: string } | null }[]>('subscriptions'),
  };
}

/** Fills the sandbox card form. */
export async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

export const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** An alert in the page's own content (Next.js's route announcer is an alert too). */
export const stepAlert = (page: Page) => page.getByRole('main').getByRole('alert');

/** A new member who gives $10 monthly with the sandbox's good card; returns their email. */
export async function newMonthlySupporter(page: Page, label: string, name = { firstName: 'Mere', lastName: 'Tipene' }): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page, { ...name, email });
  await page.waitForURL(/verify-email/);
  await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
  // Continue before sign-in is known would take the member down the visitor's path.
  await expect(accountNav(page).getByText(`${name.firstName} ${name.lastName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $10' }).click();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);
  return email;
}

/** The enhanced signup's five steps after a visitor's payment, through to Thank you. */
export async function walkEnhancedSignup(page: Page, lastName: string) {
  await expect(stepHeading(page)).toHaveText('Set up your account');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(stepHeading(page)).toHaveText('What should we call you?');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Choose your newsletters');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Listen to our podcasts');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Get the app');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you');
}
