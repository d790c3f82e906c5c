import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectSignedInAs, signUp, uniqueEmail } from './helpers/accounts';

test('a member downloads their data from the profile and the file holds their account', async ({ page }) => {
  const email = uniqueEmail('my-data');
  await signUp(page, { firstName: 'Ana', lastName: 'Kereama', email });
  await expect(page).toHaveURL(/\/verify-email/);
  await expectSignedInAs(page, 'Ana Kereama');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Account', exact: true }).click();
  const button = page.getByRole('button', { name: 'Download my data (JSON)' });
  // Keyboard first: the button is reached and pressed like any other.
  await button.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^panui-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string; name: string | null }; account: { email: string } };
  expect(file.profile.email).toBe(email);
  expect(file.account.email).toBe(email);
  await expect(button).toBeEnabled();
});
