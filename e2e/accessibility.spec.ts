import { expect, type Page, test } from './fixtures';
import { accessibilityViolations } from './helpers/axe';

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
}

test('the reader pages have no accessibility violations (axe: WCAG 2.1 AA and best practices)', async ({ page }) => {
  const article = await firstArticlePath(page);
  const [, category] = article.split('/');
  await page.goto(article);
  const author = (await page.locator('main a[href^="/author/"]').first().getAttribute('href')) ?? '';
  expect(author).toMatch(/^\/author\//);
  const paths = ['/', article, `/${category}`, author, '/search?q=water', '/sign-in', '/sign-up', '/news/01-01-2001/no-such-story'];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect({ path, violations: await accessibilityViolations(page) }).toEqual({ path, violations: [] });
  }
});

// One test per group of pages, so each stays well inside the test timeout on a loaded machine.
const PAGE_GROUPS: Record<string, string[]> = {
  'podcast, quiz and reading-history': ['/podcasts', '/podcasts/the-briefing', '/podcasts/the-briefing/briefing-rent-rises-slow', '/quizzes', '/quizzes/te-reo-maori-basics', '/reading-history'],
  'donation, supporter and newsletter': ['/donate', '/members', '/newsletters'],
  'TV, watch-list and bookmarks': ['/tv', '/tv/kainga', '/tv/flatmates-wanted', '/watchlist', '/bookmarks'],
};

for (const [group, paths] of Object.entries(PAGE_GROUPS)) {
  test(`the ${group} pages have no accessibility violations`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      expect({ path, violations: await accessibilityViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}

test('a keyboard reader can skip the header, and sees where the focus is', async ({ page }) => {
  await page.goto(await firstArticlePath(page));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  // The next stop is inside the story, not back in the header.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
