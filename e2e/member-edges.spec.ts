import { expect, test } from './fixtures';
import { expectSignedOut, uniqueEmail } from './helpers/accounts';

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
