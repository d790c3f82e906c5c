import { expect, type Page, request as playwrightRequest, test } from './fixtures';
import { signUp, expectSignedInAs, uniqueEmail } from './helpers/accounts';
import { emailTo, linkPath, oneClickPath } from './helpers/mailbox';

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
}

test('a visitor subscribes from an article, opens the confirmation email from the dev mailbox and confirms', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await page.goto(await firstArticlePath(page));
  const block = page.getByRole('complementary', { name: 'Get our newsletters' });
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('checkbox', { name: 'Morning Briefing' }).check();
  await block.getByLabel('Your email').fill(email);
  await block.getByRole('button', { name: 'Sign up' }).click();
  await expect(block.getByRole('status')).toHaveText(`Nearly done: we've sent an email to ${email}. Open the link in it to confirm.`);

  const mail = await emailTo(email);
  expect(mail.subject).toBe('Confirm your subscription to Morning Briefing');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  await page.goto(linkPath(mail, '/newsletters/confirm'));
  await expect(page.getByText(`Send Morning Briefing to ${email}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`You're subscribed to Morning Briefing. It will be sent to ${email}.`);
});

test('a member toggles lists on the newsletters page, confirms one, and the one-click POST unsubscribes it without cookies', async ({ page }) => {
  const email = uniqueEmail('member');
  await signUp(page, { firstName: 'Mere', lastName: 'Rangi', email });
  await expectSignedInAs(page, 'Mere Rangi');
  await page.goto('/newsletters');
  const climate = page.getByRole('switch', { name: 'Climate Dispatch' });
  const politics = page.getByRole('switch', { name: 'The Week in Politics' });
  await expect(climate).not.toBeChecked();

  // A switch shows the choice at once; "Saving…" goes when the server has it.
  const saved = () => expect(page.getByText('Saving…')).toHaveCount(0);
  await climate.check();
  await expect(page.getByText('Waiting for you to confirm: check your inbox.')).toBeVisible();
  await politics.check();
  await saved();
  await expect(politics).toBeChecked();
  await politics.uncheck();
  await saved();
  await expect(politics).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Climate Dispatch' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'The Week in Politics' })).not.toBeChecked();

  const mail = await emailTo(email);
  expect(mail.subject).toBe('Confirm your subscription to Climate Dispatch');
  await page.goto(linkPath(mail, '/newsletters/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("You're subscribed to Climate Dispatch");

  // What a mail program does (RFC 8058): one POST, a form body, no cookie, no CSRF token.
  const mailProgram = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const answer = await mailProgram.post(oneClickPath(mail), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ data: { received: true } });
  const bad = await mailProgram.post('/api/newsletters/unsubscribe?token=forged', { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(bad.status()).toBe(200);
  await mailProgram.dispose();

  await page.goto('/newsletters');
  await expect(page.getByRole('switch', { name: 'Climate Dispatch' })).not.toBeChecked();
});

test('the unsubscribe page asks before unsubscribing, then offers to subscribe again', async ({ page }) => {
  const email = uniqueEmail('reader');
  await page.goto('/newsletters');
  await page.getByRole('checkbox', { name: 'Climate Dispatch' }).check();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const mail = await emailTo(email);
  await page.goto(linkPath(mail, '/newsletters/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("You're subscribed");

  await page.goto(oneClickPath(mail));
  await expect(page).toHaveURL(/\/newsletters\/unsubscribe\?token=/);
  await expect(page.getByText(`Stop sending Climate Dispatch to ${email}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`You're unsubscribed from Climate Dispatch. Nothing more from it will be sent to ${email}.`);
  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`You're subscribed to Climate Dispatch. It will be sent to ${email}.`);
});

test('a forged link says it is not valid', async ({ page }) => {
  await page.goto('/newsletters/unsubscribe?token=forged');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid or has expired.');
});
