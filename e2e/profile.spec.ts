import { expect, type Page, test } from './fixtures';
import { accountNav, PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { enterCard, idToken, newMonthlySupporter, paymentsOf, stepHeading } from './helpers/payments';

// Each journey signs a member up and pays through the sandbox first; those steps take a while on
// a shared machine, so the journeys get more than the default 30 seconds in all.
test.describe.configure({ timeout: 120_000 });

/**
 * Opens the profile the way a member does, through the account menu, without loading a page:
 * every page load sends the sign-in to /api/auth/login, which allows 30 a minute per address,
 * and all the journeys of a run share one address.
 */
async function openProfile(page: Page) {
  await accountNav(page).getByRole('link', { name: 'Your account' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Your profile' }).click();
  await page.waitForURL(/\/profile$/);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const details = (page: Page, term: string) => page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a visitor is sent to sign in and brought back to the profile', async ({ page }) => {
  const email = uniqueEmail('profile-visitor');
  await signUp(page, { firstName: 'Hemi', lastName: 'Walker', email });
  await page.waitForURL(/verify-email/);
  await page.context().clearCookies();
  await page.evaluate(() => indexedDB.deleteDatabase('firebaseLocalStorageDb'));

  await page.goto('/profile');
  await page.waitForURL(/\/sign-in\?next=%2Fprofile/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  await expect(details(page, 'Email')).toHaveText(email);
  await expect(page.getByText('You do not give regularly at the moment.')).toBeVisible();

  // Choosing a tab moves none of them: each is as wide as its label in bold, as the chosen one is drawn.
  const tabBoxes = () => page.getByRole('tab').evaluateAll((tabs) => tabs.map((each) => [each.textContent, Math.round(each.getBoundingClientRect().x), Math.round(each.getBoundingClientRect().width)]));
  const before = await tabBoxes();
  await tab(page, 'Transactions').click();
  await expect(tab(page, 'Transactions')).toHaveAttribute('aria-selected', 'true');
  expect(await tabBoxes()).toEqual(before);
});

test('a member changes $10 monthly to $20 monthly and sees the new amount and the next charge', async ({ page }) => {
  await newMonthlySupporter(page, 'profile-change');
  await openProfile(page);
  await expect(details(page, 'Amount')).toHaveText('$10 NZD monthly');
  expect(await accessibilityViolations(page)).toEqual([]);
  const nextPayment = (await details(page, 'Next payment').textContent()) ?? '';
  expect(nextPayment).toMatch(/^\d{1,2} \w+ \d{4}$/);

  await page.getByRole('link', { name: 'Change amount, how often or card' }).click();
  await page.getByRole('button', { name: 'Change amount or how often' }).click();
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('You have selected the same amount as you currently give');
  await page.getByLabel('New amount in NZ dollars').fill('10001');
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The largest amount is $10,000.');
  await page.getByLabel('New amount in NZ dollars').fill('20');
  await expect(page.getByText('$20 a month works out as $4.62 a week.')).toBeVisible();
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByText('Change to $20 monthly?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you');

  await openProfile(page);
  await expect(details(page, 'Amount')).toHaveText('$20 NZD monthly');
  await expect(details(page, 'Next payment')).toHaveText(nextPayment);
  await expect(details(page, 'Each week')).toHaveText('$20 a month works out as $4.62 a week');
});

test('a member adds a card, makes it the subscription’s card, is told why the card in use cannot go, and deletes the old one', async ({ page, request }) => {
  const email = await newMonthlySupporter(page, 'profile-cards');
  await openProfile(page);
  await tab(page, 'Cards').click();
  const visa = page.getByRole('listitem', { name: 'Visa ending 4242' });
  await expect(visa.getByText('Used by your subscription')).toBeVisible();
  await visa.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
  await expect(visa.getByRole('alert')).toHaveText(/This card pays your regular support, so it cannot be deleted/);

  await enterCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Save card' }).click();
  const mastercard = page.getByRole('listitem', { name: 'Mastercard ending 4444' });
  await expect(mastercard).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await mastercard.getByRole('button', { name: 'Use for my subscription' }).click();
  await expect(mastercard.getByText('Used by your subscription')).toBeVisible();
  await expect(visa.getByText('Used by your subscription')).toHaveCount(0);
  await visa.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
  await visa.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(visa).toHaveCount(0);

  const { subscriptions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(subscriptions).toEqual([expect.objectContaining({ status: 'ACTIVE', card: expect.objectContaining({ last4: '4444' }) })]);
});

test('a member opens a receipt from the transactions, then cancels and sees the end date', async ({ page, request }) => {
  const email = await newMonthlySupporter(page, 'profile-cancel');
  await openProfile(page);
  await tab(page, 'Transactions').click();
  const row = page.getByRole('row').filter({ hasText: '$10 NZD' });
  await expect(row).toContainText('Paid');
  expect(await accessibilityViolations(page)).toEqual([]);
  await row.getByRole('link', { name: /^Receipt for \$10 on / }).click();
  await expect(page.getByRole('heading', { name: 'Receipt for $10.00 NZD' })).toBeVisible();

  await openProfile(page);
  await tab(page, 'Your support').click();
  await expect(details(page, 'This year')).toHaveText('$10 NZD');
  await tab(page, 'Overview').click();
  const paidUpTo = (await details(page, 'Next payment').textContent()) ?? '';
  await page.getByRole('button', { name: 'Cancel your support' }).click();
  await expect(page.getByRole('heading', { name: 'Before you go' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Give a smaller amount' })).toHaveAttribute('href', '/donate?placement=UPDATE');
  await page.getByRole('radio', { name: 'I do not read as much as I did' }).check();
  await page.getByRole('button', { name: 'Continue to cancel' }).click();
  await expect(page.getByText(`Your support is paid up to ${paidUpTo}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my support' }).click();
  await expect(page.getByText('Your regular support has been cancelled.')).toBeVisible();
  await expect(details(page, 'Ends on')).toHaveText(paidUpTo);
  await expect(page.getByRole('link', { name: 'Start giving again' })).toBeVisible();

  const { subscriptions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(subscriptions).toEqual([expect.objectContaining({ status: 'DELETED' })]);
});

test('a member pauses monthly support for two months instead of cancelling, then resumes it', async ({ page, request }) => {
  const email = await newMonthlySupporter(page, 'profile-pause');
  await openProfile(page);
  const paidUpTo = (await details(page, 'Next payment').textContent()) ?? '';
  await page.getByRole('button', { name: 'Cancel your support' }).click();
  await page.getByRole('radio', { name: '2 months' }).check();
  const resumesOn = ((await page.getByText(/^Your next payment would be on /).textContent()) ?? '').replace(/^Your next payment would be on (.+)\.$/, '$1');
  expect(resumesOn).not.toBe(paidUpTo);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pause for 2 months' }).click();
  await expect(page.getByText(`Your support is paused. Nothing is charged until ${resumesOn}, when it starts again by itself.`)).toBeVisible();
  await expect(details(page, 'Next payment')).toHaveText(resumesOn);
  const token = await idToken(request, email, PASSWORD);
  expect((await paymentsOf(request, token)).subscriptions).toEqual([expect.objectContaining({ status: 'ACTIVE', pausedUntil: expect.any(String) })]);

  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText(/Your support is paused/)).toBeHidden();
  await expect(details(page, 'Next payment')).toHaveText(paidUpTo);
  expect((await paymentsOf(request, token)).subscriptions).toEqual([expect.objectContaining({ status: 'ACTIVE', pausedUntil: null })]);
});

test('a member deletes the account, confirming twice, and can no longer sign in', async ({ page, request }) => {
  const email = await newMonthlySupporter(page, 'profile-delete');
  await openProfile(page);
  await tab(page, 'Account').click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('delete');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Type DELETE MY ACCOUNT to confirm.');
  await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const signIn = await request.post('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key', { data: { email, password: PASSWORD, returnSecureToken: true } });
  expect(signIn.ok()).toBe(false);
  await accountNav(page).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('signing out everywhere ends the member’s sessions', async ({ page, request }) => {
  const email = uniqueEmail('profile-everywhere');
  await signUp(page, { firstName: 'Rawiri', lastName: 'Hohaia', email });
  await page.waitForURL(/verify-email/);
  // The browser's own token and session cookie, from the sign-up: both must stop working.
  const [call] = await Promise.all([page.waitForRequest(/\/api\/tsom\/payments\/subscriptions/), openProfile(page)]);
  const browserToken = (await call.allHeaders()).authorization ?? '';
  expect(browserToken).toMatch(/^Bearer /);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
  expect(session).toBeDefined();

  await tab(page, 'Account').click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL(/\/sign-in\?next=%2Fprofile/);
  const refused = await request.post('/api/tsom/payments/subscriptions', { headers: { Authorization: browserToken }, data: {} });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('AUTH_REVOKED');
  const restore = await request.get('/api/auth/auth', { headers: { Cookie: `__session=${session?.value ?? ''}` } });
  expect(restore.status()).toBe(401);
});

test('no page shows another member’s data', async ({ page, browser }) => {
  const email = await newMonthlySupporter(page, 'profile-owner');
  await openProfile(page);
  await tab(page, 'Transactions').click();
  const receiptHref = (await page.getByRole('link', { name: /^Receipt for / }).getAttribute('href')) ?? '';
  expect(receiptHref).toMatch(/^\/receipt\/tx_/);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, { firstName: 'Tama', lastName: 'Ruri', email: uniqueEmail('profile-other') });
  await otherPage.waitForURL(/verify-email/);
  await otherPage.goto(receiptHref);
  await expect(otherPage.getByText('There is no receipt with this number for your account.')).toBeVisible();
  await openProfile(otherPage);
  await expect(otherPage.getByText('You do not give regularly at the moment.')).toBeVisible();
  await otherPage.getByRole('tab', { name: 'Transactions' }).click();
  await expect(otherPage.getByText('You have not made any payments yet.')).toBeVisible();
  await otherPage.getByRole('tab', { name: 'Cards' }).click();
  await expect(otherPage.getByText('You have no saved cards.')).toBeVisible();
  await expect(otherPage.getByText(email)).toHaveCount(0);
  await other.close();
});

test('a member toggles a newsletter in the profile, and the newsletters page agrees', async ({ page }) => {
  await signUp(page, { firstName: 'Rangi', lastName: 'Pohatu', email: uniqueEmail('profile-lists') });
  await page.waitForURL(/verify-email/);
  await expect(accountNav(page).getByText('Rangi Pohatu')).toBeVisible();
  await openProfile(page);
  await tab(page, 'Newsletters').click();
  const politics = page.getByRole('switch', { name: 'The Week in Politics' });
  await expect(politics).not.toBeChecked();
  await politics.check();
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await expect(politics).toBeChecked();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletters' }).click();
  await expect(page.getByRole('switch', { name: 'The Week in Politics' })).toBeChecked();
});
