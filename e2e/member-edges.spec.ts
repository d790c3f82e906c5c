import { expect, type Page, test } from './fixtures';
import { accountNav, expectSignedOut, signUp, uniqueEmail } from './helpers/accounts';
import { enterCard, stepHeading } from './helpers/payments';

test.describe.configure({ timeout: 120_000 });

/** A new member who gives $10 a month with the Visa test card. */
async function memberGivingMonthly(page: Page, label: string) {
  await signUp(page, { firstName: 'Mere', lastName: 'Tipene', email: uniqueEmail(label) });
  await page.waitForURL(/verify-email/);
  await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
  await expect(accountNav(page).getByText('Mere Tipene')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $10' }).click();
  await expect(stepHeading(page)).toHaveText(/Our newsletters|Thank you/);
}

const details = (page: Page, term: string) => page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
const todayInNz = () => new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

// Issue [17]: the member's and reader's rough edges.

test('sign-up keeps the specified message and says beside each field what is wrong with it', async ({ page }) => {
  await page.goto('/sign-up');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email and password are not valid');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter your email address.');
  await expect(password).toHaveAccessibleDescription('Enter a password. At least 8 characters.');
  await expect(email).toBeFocused();

  await email.fill(uniqueEmail('mere'));
  await password.fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email and password are not valid');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Use at least 8 characters (this one has 5). At least 8 characters.');
  await expect(page).toHaveURL(/\/sign-up/);
  await expectSignedOut(page);
});

test('a monthly donor’s profile names them a supporter, with the amount and since when', async ({ page }) => {
  await memberGivingMonthly(page, 'supporter');
  await accountNav(page).getByRole('link', { name: 'Your account' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Your profile' }).click();
  await page.waitForURL(/\/profile$/);
  await expect(details(page, 'Membership')).toHaveText(`Supporter · $10.00 NZD a month since ${todayInNz()}`);
});

test('deleting a card asks first, and a kept card stays', async ({ page }) => {
  await memberGivingMonthly(page, 'card-confirm');
  await page.goto('/profile?tab=cards');
  await enterCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Save card' }).click();
  const mastercard = page.getByRole('listitem', { name: 'Mastercard ending 4444' });
  await mastercard.getByRole('button', { name: 'Delete Mastercard ending 4444' }).click();
  const confirm = mastercard.getByRole('group', { name: 'Delete Mastercard ending 4444?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(mastercard).toBeVisible();
  await mastercard.getByRole('button', { name: 'Delete Mastercard ending 4444' }).click();
  await mastercard.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(mastercard).toHaveCount(0);
});

test('cancelling starts with no reason chosen, and giving none is fine', async ({ page }) => {
  await memberGivingMonthly(page, 'cancel-reason');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cancel your support' }).click();
  const reasons = page.getByRole('group', { name: 'Why are you cancelling? (optional)' }).getByRole('radio');
  await expect(reasons.first()).toBeVisible();
  for (const radio of await reasons.all()) await expect(radio).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue to cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my support' }).click();
  await expect(page.getByText('Your regular support has been cancelled.')).toBeVisible();
});

test('a malformed address gets the not-found words and the logo once', async ({ page }) => {
  const response = await page.goto('/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByText(/look into it|Try again in a moment/)).toHaveCount(0);
  // One logo: the header's, drawn in the page (decision 334), and no second one from the error page.
  await expect(page.getByRole('banner').locator('svg')).toHaveCount(1);
  await expect(page.locator('img[src$="logo.svg"]')).toHaveCount(0);
});
