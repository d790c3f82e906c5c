import { expect, test } from './fixtures';
import { accountNav, expectSignedInAs, expectSignedOut, latestEmailLink, uniqueEmail } from './helpers/accounts';

test('a sign-in link signs the reader in only when they press the button, and once', async ({ page, browser, request }) => {
  const email = uniqueEmail('rawiri');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We've sent a sign-in link to ${email}`);

  const link = await latestEmailLink(request, email, 'EMAIL_SIGNIN');
  const landing = `/auth/email-link${link.search}`;
  await page.goto(landing);
  await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
  await expectSignedOut(page); // opening the link alone (a mail scanner) does not use it up
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectSignedInAs(page, email);

  // The same link a second time, elsewhere: used up, and a new one can be asked for in place.
  const elsewhere = await browser.newContext();
  const again = await elsewhere.newPage();
  await again.goto(landing);
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again.getByRole('main').getByRole('alert')).toContainText('expired');
  await again.getByRole('button', { name: 'Send a new link' }).click();
  await expect(again.getByRole('main').getByRole('status')).toContainText(`We've sent a new link to ${email}`);
  await expect(accountNav(again).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await elsewhere.close();
});

test('a link that is not a sign-in link says so', async ({ page }) => {
  await page.goto('/auth/email-link?mode=signIn');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Not a valid sign in link');
});
