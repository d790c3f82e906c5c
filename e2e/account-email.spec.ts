import { expect, test } from './fixtures';
import { accountNav, expectSignedInAs, latestEmailLink, PASSWORD, signOut, signUp, uniqueEmail } from './helpers/accounts';

test('the verification link confirms the email the reader signed up with', async ({ page, request }) => {
  const email = uniqueEmail('moana');
  await signUp(page, { firstName: 'Moana', lastName: 'Hetaraka', email });
  await expect(page.getByText(`We've sent a link to ${email}. Open it to confirm your email.`)).toBeVisible();

  const link = await latestEmailLink(request, email, 'VERIFY_EMAIL');
  await page.goto(`/auth/action${link.search}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your email is confirmed.');
  await page.goto('/verify-email');
  await expect(page.getByText(`Your email ${email} is confirmed.`)).toBeVisible();
});

test('a forgotten password is reset by the emailed link, and the new one signs in', async ({ page, request }) => {
  const email = uniqueEmail('pita');
  await signUp(page, { firstName: 'Pita', lastName: 'Sharples', email });
  await expectSignedInAs(page, 'Pita Sharples');
  await signOut(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`If there is an account for ${email}, we've sent a link to reset its password.`);

  const link = await latestEmailLink(request, email, 'PASSWORD_RESET');
  await page.goto(`/auth/action${link.search}`);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Choose a password of at least 8 characters.');
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been changed.');

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText("don't match");
  await page.getByLabel('Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectSignedInAs(page, 'Pita Sharples');
});

test('a member changes their name on the account page and the header follows', async ({ page }) => {
  await signUp(page, { firstName: 'Rua', lastName: 'Hohaia', email: uniqueEmail('rua') });
  // Sign-up ends on /verify-email; leaving before it gets there lets that late navigation take the page back.
  await expect(page).toHaveURL(/\/verify-email/);
  await expectSignedInAs(page, 'Rua Hohaia');
  await accountNav(page).getByRole('link', { name: 'Your account' }).click();
  const nameForm = page.getByRole('form', { name: 'Your name' });
  await expect(nameForm.getByLabel('First name')).toHaveValue('Rua');
  await nameForm.getByLabel('First name').fill('Ruanui');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  await expectSignedInAs(page, 'Ruanui Hohaia');
  await page.reload();
  await expectSignedInAs(page, 'Ruanui Hohaia');
});
