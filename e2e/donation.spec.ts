import { expect, type Locator, type Page, test } from './fixtures';
import { PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { enterCard, idToken, paymentsOf, stepAlert, stepHeading, walkEnhancedSignup } from './helpers/payments';

test('a visitor gives $25 once and ends on a thank-you page with a receipt', async ({ page }) => {
  const email = uniqueEmail('oneoff');
  await page.goto('/donate');
  await expect(stepHeading(page)).toHaveText('Support our journalism');
  await expect(page.getByRole('radio', { name: '$10 a month' })).toBeChecked();
  await page.getByRole('radio', { name: 'One-off' }).check();
  await expect(page.getByRole('radio', { name: '$25', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page)).toHaveText('About you');
  await expect(stepHeading(page)).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Mere');
  await page.getByLabel('Last name').fill('Tipene');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(stepHeading(page)).toHaveText('Payment');
  await expect(page.getByRole('note')).toHaveText(/^Test mode: no real money is taken\./);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  // Typed as printed on many cards, without the slash: the field puts it in (issue [17]).
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1229');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/29');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $25' }).click();

  // Issue [17]: the first screen after paying says it went through, and where the receipt is, before it asks for a password.
  await expect(stepHeading(page)).toHaveText('Thank you: $25 received');
  await expect(page.getByRole('link', { name: 'View and print your receipt' })).toBeVisible();
  // A reload here carries on where the donor was: it does not go back to the amounts and offer the payment again.
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Thank you: $25 received');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(stepHeading(page)).toHaveText('Our newsletters');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('A thank-you from us');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you');

  await page.getByRole('link', { name: 'View and print your receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt for $25.00 NZD' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a visitor gives $12.50 a month, sets a password, and later signs in to find the subscription', async ({ page, request }) => {
  const email = uniqueEmail('monthly');
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByLabel('Amount in NZ dollars').fill('1.50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepAlert(page)).toHaveText('The smallest amount is $2.');
  await page.getByLabel('Amount in NZ dollars').fill('12.50');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Hemi');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay $12.50' }).click();

  await expect(stepHeading(page)).toHaveText('Thank you: $12.50 received');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(stepAlert(page)).toHaveText('Use at least 8 characters.');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(stepHeading(page)).toHaveText('Our newsletters');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /list my name as a supporter/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you');

  const { transactions, subscriptions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(transactions).toEqual([expect.objectContaining({ amount: 1250, status: 'succeeded', billingInterval: 'MONTHLY' })]);
  expect(subscriptions).toEqual([expect.objectContaining({ amount: 1250, billingInterval: 'MONTHLY', status: 'ACTIVE' })]);

  // A new browser: the account signs in with the password and sees the plan it pays for.
  await page.context().clearCookies();
  await page.evaluate(() => indexedDB.deleteDatabase('firebaseLocalStorageDb'));
  await page.goto('/sign-in?next=%2Fdonate%3Fplacement%3DUPDATE');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/donate\?placement=UPDATE/);
  await expect(stepHeading(page)).toHaveText('Your current support');
  await expect(page.getByText('$12.50 monthly')).toBeVisible();
});

test('a declined card is explained, and a second card pays with one transaction only', async ({ page, request }) => {
  const email = uniqueEmail('declined');
  await signUp(page, { firstName: 'Ana', lastName: 'Sione', email });
  await page.waitForURL(/verify-email/);
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'One-off' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Payment');
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(stepAlert(page)).toHaveText('Your card was declined.');
  await expect(stepHeading(page)).toHaveText('Payment');

  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);

  const { transactions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(transactions.filter((tx) => tx.status === 'succeeded')).toHaveLength(1);
});

test('a double click on Pay charges once', async ({ page, request }) => {
  const email = uniqueEmail('double');
  await signUp(page, { firstName: 'Rawiri', lastName: 'Hohaia', email });
  await page.waitForURL(/verify-email/);
  await page.goto('/donate?amount=5000&interval=one-off');
  await expect(stepHeading(page)).toHaveText('Your chosen support');
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $50' }).dblclick();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);
  const { transactions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(transactions).toEqual([expect.objectContaining({ amount: 5000, status: 'succeeded' })]);
});

test('a member pays with a saved card, then changes the amount and replaces the card', async ({ page, request }) => {
  const email = uniqueEmail('member');
  await signUp(page, { firstName: 'Tama', lastName: 'Ruri', email });
  await page.waitForURL(/verify-email/);
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $10' }).click();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);

  // A second gift: the saved card is offered first.
  await page.goto('/donate?placement=PROFILE_ONEOFF');
  await expect(page.getByRole('radio', { name: 'One-off' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: /visa ending 4242/i })).toBeChecked();
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);

  await page.goto('/donate?placement=UPDATE');
  await expect(page.getByText('$10 monthly')).toBeVisible();
  await page.getByRole('button', { name: 'Change amount or how often' }).click();
  await expect(stepHeading(page)).toHaveText('Change your support');
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(stepAlert(page)).toHaveText('You have selected the same amount as you currently give');
  await page.getByLabel('New amount in NZ dollars').fill('20');
  await page.getByRole('button', { name: 'Review the change' }).click();
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you');
  await expect(page.getByText(/you will give \$20 monthly/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute('href', '/profile');

  await page.goto('/donate?placement=UPDATE');
  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(stepHeading(page)).toHaveText('Change your card');
  await enterCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Use this card' }).click();
  await expect(stepHeading(page)).toHaveText('Card updated');

  const { subscriptions, transactions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(subscriptions).toEqual([expect.objectContaining({ amount: 2000, billingInterval: 'MONTHLY', status: 'ACTIVE', card: expect.objectContaining({ last4: '4444' }) })]);
  expect(transactions.filter((tx) => tx.status === 'succeeded')).toHaveLength(2);
});

test('the browser back button goes to the step before', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('About you');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Support our journalism');
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
});

test('with its flag off, the enhanced signup placement takes the ordinary steps', async ({ page }) => {
  await page.goto('/donate?placement=ENHANCED_SIGNUP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('plain'));
  await page.getByLabel('First name').fill('Tui');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $10' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you: $10 received');
});

test('the enhanced signup walks its five steps after the payment', async ({ page }) => {
  const email = uniqueEmail('enhanced');
  // The flag service's answer, as the flag client keeps it for a day (decision 47, docs/decisions/).
  await page.addInitScript(() => localStorage.setItem('panui.featureFlags', JSON.stringify({ fetchedAt: Date.now(), flags: { enhancedSignup: true } })));
  await page.goto('/donate?placement=ENHANCED_SIGNUP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Aroha');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $10' }).click();

  await walkEnhancedSignup(page, 'Ngata');
});

/** Presses Tab until `target` has the focus: the keyboard is the only way the journey moves. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a visitor gives once using only the keyboard', async ({ page }) => {
  await page.goto('/donate');
  await tabTo(page, page.getByRole('radio', { name: 'Monthly' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'One-off' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(stepHeading(page)).toHaveText('About you');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Wiremu');
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  await expect(stepHeading(page)).toHaveText('Payment');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Pay $25' }));
  await page.keyboard.press('Enter');

  await expect(stepHeading(page)).toHaveText('Thank you: $25 received');
  await tabTo(page, page.getByRole('button', { name: 'Skip for now' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Our newsletters');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('A thank-you from us');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Thank you');
});

test('the banner under a story opens the flow with its offer chosen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  const banner = page.getByRole('complementary', { name: /free to read because readers pay for it/ });
  await banner.getByRole('link', { name: 'Give $10 a month' }).click();
  await expect(stepHeading(page)).toHaveText('Your chosen support');
  await expect(page.getByText('$10 monthly')).toBeVisible();
  await page.getByRole('button', { name: 'Choose a different amount' }).click();
  await expect(stepHeading(page)).toHaveText('Support our journalism');
});

test('the members home page opens the flow on the plan chosen there', async ({ page }) => {
  await page.goto('/members');
  await page.getByRole('link', { name: 'Give $100 a year' }).click();
  await expect(stepHeading(page)).toHaveText('Your chosen support');
  await expect(page.getByText('$100 yearly')).toBeVisible();
  await expect(page).toHaveURL(/placement=MEMBERSHOMEPAGE/);
});
