import { expect, test } from './fixtures';
import { signIn } from './helpers/accounts';
import { expectCounted, firstArticlePath, newMember } from './helpers/library';

test.describe.configure({ timeout: 90_000 });

test('a reader says yes to keeping their reading history with their account, finds it on another device, and clears it there', async ({ page, browser, baseURL }) => {
  // A visitor reads a story: this browser counts it.
  const story = await firstArticlePath(page);
  await page.goto(story);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is there before the page's code runs; signing up before the count would leave nothing to ask about.
  await expectCounted(page, story);

  // After sign-up the question is asked once; nothing is merged until the reader answers.
  const email = await newMember(page, 'history-reader');
  const question = page.getByRole('region', { name: 'Keep your reading history with your account?' });
  await expect(question).toBeVisible();
  // It sits over the page's bottom edge, but the page keeps room for it: scrolled to the end, the footer shows above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const over = await question.boundingBox();
  expect((footer?.y ?? Infinity) + (footer?.height ?? 0)).toBeLessThanOrEqual(over?.y ?? 0);
  await question.getByRole('button', { name: 'Yes, keep it with my account' }).click();
  await expect(page.getByText('Done: your reading history is kept with your account', { exact: false })).toBeVisible();

  // Another device: the same member signs in and their account has the day they read on.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.8.${Date.now() % 250}.9` } });
  try {
    const second = await other.newPage();
    await signIn(second, email);
    await second.goto('/reading-history');
    // This browser has nothing of its own to merge: it is not asked.
    await expect(second.getByText('Your account keeps reading on 1 day', { exact: false })).toBeVisible();
    await expect(second.getByRole('region', { name: 'Keep your reading history with your account?' })).toHaveCount(0);

    await second.getByRole('button', { name: 'Clear my reading history' }).click();
    await expect(second.getByText('Your reading history is cleared. Your account too.')).toBeVisible();
    await expect(second.getByText('Your account keeps none of your reading.')).toBeVisible();
  } finally {
    await other.close();
  }

  // The first device clears its own copy too, and Stop counting my articles reaches the account.
  await page.goto('/reading-history');
  await page.getByRole('button', { name: 'Clear my reading history' }).click();
  await expect(page.getByText('Nothing is kept: no stories have been counted in this browser.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop counting my articles' }).click();
  await expect(page.getByText('Article counting is off for 90 days. Your account too.')).toBeVisible();
});
