import { expect, type Page, test } from './fixtures';
import { PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { emailAbout, linkPath } from './helpers/mailbox';
import { enterCard, idToken, newMonthlySupporter, paymentsOf, stepAlert, stepHeading } from './helpers/payments';

// 3-D Secure and a failed renewal in the sandbox (decisions 230, 232, 233, 238): Stripe's
// authentication test card and the sandbox's bank screen, and the update-card link of the notice.
const ALWAYS_ASKS = '4000 0027 6000 3184';

const bankDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm this payment' });

async function expectNoAxeViolations(page: Page, where: string) {
  expect({ where, violations: await accessibilityViolations(page) }).toEqual({ where, violations: [] });
}

test('a visitor gives $25 with a card whose bank asks, completes the challenge (a double click charges once) and gets the receipt', async ({ page, request }) => {
  const email = uniqueEmail('sca');
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'One-off' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Anahera');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(stepHeading(page)).toHaveText('Payment');
  await enterCard(page, ALWAYS_ASKS);
  await page.getByRole('button', { name: 'Pay $25' }).click();

  const dialog = bankDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Confirm this payment' })).toBeFocused();
  await expect(dialog.getByText('$25 NZD')).toBeVisible();
  await expectNoAxeViolations(page, 'the bank’s challenge');
  await dialog.getByRole('button', { name: 'Complete' }).dblclick();

  await expect(stepHeading(page)).toHaveText('Thank you: $25 received');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(stepHeading(page)).toHaveText('Our newsletters');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('A thank-you from us');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Thank you');
  await page.getByRole('link', { name: 'View and print your receipt' }).click();
  await expect(page.getByRole('heading', { name: /^Receipt for \$25\.00 NZD$/ })).toBeVisible();

  const { transactions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(transactions).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded', billingInterval: 'ONE_OFF' })]);

  // The receipt email (decision 260): the receipt document in HTML and text, its PDF attached and linked.
  const receipt = await emailAbout(email, /^Your receipt from /);
  expect(receipt.subject).toMatch(/^Your receipt from .+: \$25\.00 NZD$/);
  expect(receipt.text).toContain(`Receipt number: ${transactions[0]!.txId}`);
  expect(receipt.text).toContain('Amount: $25.00 NZD');
  expect(receipt.html).toContain(`/receipt/${transactions[0]!.txId}`);
  expect(linkPath(receipt, '/api/tsom/payments/receipt.pdf')).toBe(`/api/tsom/payments/receipt.pdf?txId=${transactions[0]!.txId}`);
  expect(receipt.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`receipt-${transactions[0]!.txId}.pdf`, 'application/pdf']]);
  expect(receipt.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('"Fail" (or Escape, from the keyboard) leaves the donor on the payment step with words to act on, and nothing is charged', async ({ page, request }) => {
  const email = uniqueEmail('sca-fail');
  await signUp(page, { firstName: 'Tamati', lastName: 'Rewi', email });
  await page.waitForURL(/verify-email/);
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'One-off' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Payment');
  await enterCard(page, ALWAYS_ASKS);
  const payButton = page.getByRole('button', { name: 'Pay $25' });
  await payButton.click();
  await bankDialog(page).getByRole('button', { name: 'Fail' }).click();
  await expect(stepAlert(page)).toHaveText('Your bank did not approve the payment. Try again or use another card.');
  await expect(stepHeading(page)).toHaveText('Payment');
  await expect(bankDialog(page)).toBeHidden();
  await expect(payButton).toBeFocused();
  await expect(page.getByLabel('Card number')).toBeEditable();
  // The card typed is still there for the next try.
  await expect(page.getByLabel('Card number')).not.toHaveValue('');

  // The keyboard only: focus goes into the bank's screen and stays there; Escape is a "Fail".
  await page.keyboard.press('Enter');
  await expect(bankDialog(page).getByRole('heading', { name: 'Confirm this payment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bankDialog(page).getByRole('button', { name: 'Complete' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bankDialog(page).getByRole('button', { name: 'Fail' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bankDialog(page)).toBeHidden();
  await expect(stepAlert(page)).toHaveText('Your bank did not approve the payment. Try again or use another card.');
  await expect(payButton).toBeFocused();

  const { transactions } = await paymentsOf(request, await idToken(request, email, PASSWORD));
  expect(transactions.map((tx) => tx.status)).toEqual(['failed', 'failed']);
});

test('a monthly supporter’s renewal is declined; the email’s link takes a new card and charges once', async ({ page, request }) => {
  const email = await newMonthlySupporter(page, 'renewal', { firstName: 'Hana', lastName: 'Kereama' });
  // A card that saves, then declines every charge: the next renewal fails.
  await page.goto('/donate?placement=UPDATE');
  await page.getByRole('button', { name: 'Change card' }).click();
  await enterCard(page, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Use this card' }).click();
  await expect(stepHeading(page)).toHaveText('Card updated');

  const token = await idToken(request, email, PASSWORD);
  const [plan] = (await paymentsOf(request, token)).subscriptions;
  const due = await request.post('/api/test/renewal-due', { headers: { Authorization: `Bearer ${token}` }, data: { subscriptionId: plan!.subscriptionId } });
  expect(await due.json()).toEqual({ data: { outcome: 'declined' } });

  const notice = await emailAbout(email, /payment did not go through/);
  await page.goto(linkPath(notice, '/payments/update-card'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update your card');
  await expect(page.getByText(/did not go through on your Visa ending 0341/)).toBeVisible();
  await expectNoAxeViolations(page, 'the update-card page');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $10 with this card' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('$10 was paid with your new card');

  const after = await paymentsOf(request, token);
  expect(after.transactions.filter((tx) => tx.status === 'succeeded')).toHaveLength(2);
  expect(after.transactions.filter((tx) => tx.status === 'failed')).toHaveLength(1);
  expect(after.subscriptions).toEqual([expect.objectContaining({ status: 'ACTIVE', card: expect.objectContaining({ last4: '4242' }) })]);
  // The link is spent: opened again, it says so and takes nothing.
  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/already been made/);
});
