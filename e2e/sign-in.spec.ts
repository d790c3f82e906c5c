import { expect, test } from './fixtures';
import { currentUser, expectSignedInAs, expectSignedOut, PASSWORD, signInAnonymously, signOut, signUp, uniqueEmail } from './helpers/accounts';

test('a reader signs up, stays signed in across a reload, and signs out', async ({ page }) => {
  const email = uniqueEmail('aroha');
  await signUp(page, { firstName: 'Aroha', lastName: 'Ngata', email });
  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByText(`We've sent a link to ${email}`)).toBeVisible();
  await expectSignedInAs(page, 'Aroha Ngata');

  await page.reload();
  await expectSignedInAs(page, 'Aroha Ngata');

  await signOut(page);
  await page.reload();
  await expectSignedOut(page);
});

test('sign-up refuses a bad email or a short password with the exact message', async ({ page }) => {
  await signUp(page, { firstName: 'Mere', lastName: 'Smith', email: uniqueEmail('mere'), password: 'short' });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email and password are not valid');
  await expect(page).toHaveURL(/\/sign-up/);
  await expectSignedOut(page);
});

test('a returning visitor with only the session cookie is signed in again by the custom-token path', async ({ page, browser }) => {
  const email = uniqueEmail('hemi');
  await signUp(page, { firstName: 'Hemi', lastName: 'Walker', email });
  await expectSignedInAs(page, 'Hemi Walker');
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  // A new browser profile holding only the cookie: Firebase's own storage is empty there.
  const returning = await browser.newContext();
  await returning.addCookies(cookies);
  const later = await returning.newPage();
  const authCall = later.waitForResponse((response) => response.url().endsWith('/api/auth/auth'));
  await later.goto('/');
  const answer = (await (await authCall).json()) as { data: { status: string } };
  expect(answer.data.status).toBe('authenticated');
  await expectSignedInAs(later, 'Hemi Walker');
  await returning.close();
});

test('an anonymous reader who creates an account keeps the same uid', async ({ page }) => {
  const anonymousUid = await signInAnonymously(page);
  expect(anonymousUid).not.toBe('');
  await expectSignedOut(page); // anonymous readers have no member

  await signUp(page, { firstName: 'Tama', lastName: 'Rangi', email: uniqueEmail('tama') });
  await expectSignedInAs(page, 'Tama Rangi');
  expect(await currentUser(page)).toEqual({ uid: anonymousUid, kind: 'account' });
});

test('an anonymous reader upgrading with an email that has an account is signed in to that account', async ({ page, browser }) => {
  const email = uniqueEmail('ana');
  const other = await browser.newContext();
  const first = await other.newPage();
  await signUp(first, { firstName: 'Ana', lastName: 'Kereama', email });
  await expectSignedInAs(first, 'Ana Kereama');
  const accountUid = (await currentUser(first)).uid;
  await other.close();

  const anonymousUid = await signInAnonymously(page);
  await signUp(page, { firstName: 'Ana', lastName: 'Kereama', email, password: PASSWORD });
  await expect(page.getByRole('main').getByRole('status')).toContainText('You already had an account with that email');
  await expectSignedInAs(page, 'Ana Kereama');
  const now = await currentUser(page);
  expect(now).toEqual({ uid: accountUid, kind: 'account' });
  expect(now.uid).not.toBe(anonymousUid);
});
