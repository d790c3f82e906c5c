import { expect, test } from './fixtures';
import { signUp, uniqueEmail } from './helpers/accounts';
import { signUpAs } from './helpers/desk';
import { emailTo } from './helpers/mailbox';
import { enterCard, stepHeading } from './helpers/payments';
import { moneyThisMonth } from './helpers/revenue';

test('an administrator refunds $25 of a $50 gift from the member’s page, and the donor’s receipt and email show it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The donor gives $50 once (sandbox), in a browser of their own, and stays signed in.
  const donorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const donor = await donorContext.newPage();
  const email = uniqueEmail('refunded');
  await signUp(donor, { firstName: 'Tama', lastName: 'Utu', email });
  await donor.waitForURL(/verify-email/);
  await donor.goto('/donate?amount=5000&interval=one-off');
  await expect(stepHeading(donor)).toHaveText('Your chosen support');
  await donor.getByRole('button', { name: 'Continue' }).click();
  await enterCard(donor, '4242 4242 4242 4242');
  await donor.getByRole('button', { name: 'Pay $50' }).click();
  await expect(stepHeading(donor)).toHaveText(/Our newsletters|Thank you/);

  await signUpAs(page, 'administrator', 'Rāwiri');
  const { Refunds: refundsBefore } = await moneyThisMonth(page, ['Refunds']);
  await page.goto(`/desk/members?q=${encodeURIComponent(email)}`);
  await page.getByRole('row', { name: /Tama Utu/ }).getByRole('link', { name: 'Tama Utu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tama Utu' })).toBeVisible();
  const transactions = page.getByRole('region', { name: 'Transactions' });
  const gift = transactions.getByRole('row', { name: /\$50\.00/ });
  await expect(gift).toContainText('Paid');
  const receiptPath = (await gift.locator('code').textContent())!;
  expect(receiptPath).toMatch(/^\/receipt\/tx_/);

  // The dialog opens on the whole amount; the administrator refunds half, with a reason.
  await gift.getByRole('button', { name: /^Refund \$50\.00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund $50.00 payment' });
  await expect(dialog.getByLabel('Amount to refund (NZD)')).toHaveValue('50.00');
  await dialog.getByLabel('Amount to refund (NZD)').fill('25');
  await dialog.getByLabel('Reason').fill('Gave twice by mistake');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Refunded $25.00. The member has been emailed.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The record is read again: the refund is on the payment, with who did it and why.
  await expect(gift).toContainText('Gave twice by mistake');
  await expect(gift).toContainText('$25.00');
  // /desk/revenue counts it in this month's refunds (no other journey refunds, so exactly it).
  const { Refunds: refundsAfter } = await moneyThisMonth(page, ['Refunds']);
  expect(refundsAfter - refundsBefore).toBe(2_500);

  // The donor's receipt shows the refund and what was kept.
  await donor.goto(receiptPath);
  await expect(donor.getByRole('heading', { name: 'Receipt for $50.00 NZD' })).toBeVisible();
  await expect(donor.getByText(/^\$25\.00 on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(donor.getByText('Amount after refunds')).toBeVisible();
  // The gift's receipt came first (decision 211), then the refund's confirmation.
  const refundMail = await emailTo(email, 2);
  expect((await emailTo(email, 1)).subject).toMatch(/^Your receipt from .+: \$50\.00 NZD$/);
  expect(refundMail.subject).toMatch(/has refunded \$25\.00 NZD$/);
  await donorContext.close();
});
