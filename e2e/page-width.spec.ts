import { expect, type Page, test } from './fixtures';
import { firstArticlePath, newMember } from './helpers/library';

// Issue [17]: a long email made the phone profile 396 px wide on a 390 px screen. No page may be
// wider than the smallest phone we design for: nothing to scroll sideways, nothing cut off.
const NARROW = { width: 320, height: 640 };

/** How far the page reaches past the window's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectFits(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
  }
}

test('at 320 px no reader page is wider than the screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize(NARROW);
  const article = await firstArticlePath(page);
  const [, category] = article.split('/');
  await page.goto(article);
  const author = (await page.locator('main a[href^="/author/"]').first().getAttribute('href')) ?? '';
  await expectFits(page, [
    '/',
    article,
    `/${category}`,
    author,
    '/search?q=water',
    '/podcasts',
    '/podcasts/the-briefing',
    '/podcasts/the-briefing/briefing-rent-rises-slow',
    '/quizzes',
    '/quizzes/te-reo-maori-basics',
    '/tv',
    '/tv/kainga',
    '/donate',
    '/members',
    '/newsletters',
    '/sign-in',
    '/sign-up',
  ]);
});

test('at 320 px a member with a long email sees their profile and account pages fit the screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize(NARROW);
  await newMember(page, 'a-member-whose-email-address-is-much-longer-than-a-phone-is-wide');
  await expectFits(page, ['/profile', '/account', '/bookmarks', '/watchlist', '/reading-history']);
});
