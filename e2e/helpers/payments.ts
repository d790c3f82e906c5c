import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
