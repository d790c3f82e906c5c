import { expect, type Page, test } from './fixtures';
import { accessibilityViolations } from './helpers/axe';
import { expectSignedInAs, expectSignedOut, signUp, uniqueEmail } from './helpers/accounts';
import { expectCounted } from './helpers/library';

/** Seven different stories from the home page. */
async function storyPaths(page: Page): Promise<string[]> {
  await page.goto('/');
  const hrefs = await page.getByRole('main').getByRole('article').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs.filter((href) => /^\/[^/]+\/\d{2}-\d{2}-\d{4}\/[^/]+$/.test(href)))].slice(0, 7);
  expect(paths).toHaveLength(7);
  return paths;
}

const gatePrompt = (page: Page) => page.getByRole('complementary', { name: /reading a lot/ });

async function gateCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'articleThreshold')?.value;
}

test('a visitor is asked for support under their sixth story in 30 days, not before, and can switch counting off', async ({ page }) => {
  const paths = await storyPaths(page);
  for (const [index, path] of paths.slice(0, 5).entries()) {
    await page.goto(path);
    // Sign-in has resolved (the header offers Sign in) before the absence of the ask means anything.
    await expectSignedOut(page);
    await expectCounted(page, path);
    await expect.poll(() => gateCookie(page), { message: `after story ${index + 1}` }).toBe('false');
    await expect(gatePrompt(page)).toHaveCount(0);
  }
  await page.goto(paths[5]!);
  const prompt = gatePrompt(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/sign-up');
  // Under the story, not over it: the whole article is still there above the ask.
  const articleEnd = await page.getByRole('article').first().evaluate((a) => a.getBoundingClientRect().bottom);
  expect(await prompt.evaluate((p) => p.getBoundingClientRect().top)).toBeGreaterThanOrEqual(articleEnd);
  expect(await gateCookie(page)).toBe('true');
  expect(await accessibilityViolations(page)).toEqual([]);

  await prompt.getByRole('button', { name: 'Stop counting my articles' }).click();
  await expect(gatePrompt(page)).toHaveCount(0);
  await page.goto(paths[6]!);
  await expectSignedOut(page);
  await expect(gatePrompt(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your reading history' }).click();
  await expect(page.getByText('Article counting is off for 90 days.')).toBeVisible();
});

test('a member who reads six stories is not asked, and the stories read before signing up still count in their history', async ({ page }) => {
  const paths = await storyPaths(page);
  for (const path of paths.slice(0, 3)) {
    await page.goto(path);
    await expectCounted(page, path);
  }
  await signUp(page, { firstName: 'Tama', lastName: 'Reihana', email: uniqueEmail('tama') });
  // Sign-up ends on /verify-email; leaving before it gets there lets that late navigation take the page back.
  await expect(page).toHaveURL(/\/verify-email/);
  await expectSignedInAs(page, 'Tama Reihana');
  for (const path of paths.slice(3, 7)) {
    await page.goto(path);
    await expectSignedInAs(page, 'Tama Reihana');
    await expectCounted(page, path);
    await expect(gatePrompt(page)).toHaveCount(0);
  }
  expect(await gateCookie(page)).toBeUndefined();
  await page.goto('/reading-history');
  await expect(page.getByText('this browser counted 7 stories', { exact: false })).toBeVisible();
});
