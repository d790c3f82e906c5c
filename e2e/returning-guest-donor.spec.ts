import { expect, test } from './fixtures';
import { latestEmailLink, uniqueEmail } from './helpers/accounts';
import { enterCard, stepHeading } from './helpers/payments';

// Issue [17]: a guest who gave once meets "Sign in to carry on" when they give again with the same
// email. It once had an empty form, and every way on lost the amount. Now the email is filled in,
// and the emailed sign-in link comes back with the gift (decision 312); the gift they gave as a
// guest comes with them (decision 317).
test('a guest donor gives again: the email is filled in, a sign-in link brings back the amount to pay, and the guest gift follows', async ({ page, browser, request }) => {
  const email = uniqueEmail('returning-guest');
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'One-off' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Tui');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you: $25 received');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(stepHeading(page)).toHaveText('Our newsletters');

  // Later, on another device: $10 a month, with the same email.
  const laptop = await browser.newContext();
  const again = await laptop.newPage();
  await again.goto('/donate');
  await again.getByRole('button', { name: 'Continue' }).click();
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('First name').fill('Tui');
  await again.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(stepHeading(again)).toHaveText('Sign in to carry on');
  await expect(again.getByLabel('Email')).toHaveValue(email);
  await expect(again.getByText('Never set a password?', { exact: false })).toContainText('$10 monthly gift');
  await again.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(again.getByRole('main').getByRole('status')).toContainText(`We've sent a sign-in link to ${email}`);

  const link = await latestEmailLink(request, email, 'EMAIL_SIGNIN');
  await again.goto(`/auth/email-link${link.search}`);
  await expect(again.getByLabel('Email')).toHaveValue(email);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(stepHeading(again)).toHaveText('Your chosen support');
  await expect(again.getByText('$10 monthly')).toBeVisible();
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(again)).toHaveText('Payment');
  await enterCard(again, '4242 4242 4242 4242');
  await again.getByRole('button', { name: 'Pay $10' }).click();
  await expect(stepHeading(again)).toHaveText(/Our newsletters|Thank you/);

  // Both gifts are on the account they signed in to: today's, and the one they gave as a guest,
  // which the verified email claimed (decision 317).
  await again.goto('/profile');
  await again.getByRole('tab', { name: 'Transactions' }).click();
  await expect(again.getByRole('link', { name: /^Receipt for \$10 on / })).toBeVisible();
  await expect(again.getByRole('link', { name: /^Receipt for \$25 on / })).toBeVisible();
  await laptop.close();
});
