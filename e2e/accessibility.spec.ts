import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { apiMember, commentsRegion, makeModerator, postComment, storyOnHome } from './helpers/comments';

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
}

test('the reader pages have no accessibility violations (axe: WCAG 2.1 AA and best practices)', async ({ page }) => {
  // Eight pages, each with a bookmark button per story card for axe to check: 24 s alone on a loaded machine.
  test.slow();
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

// Comments load in the browser, and what they offer depends on who reads: checked as a visitor, then
// as a moderator (every button a comment can have), with a comment, a reply and the moderation queue.
test('the article page with comments and the moderation page have no accessibility violations', async ({ page, request }) => {
  test.setTimeout(60_000);
  const story = await storyOnHome(page, request, 5);
  const [author, reporter, moderator] = [await apiMember(request, 'Axe'), await apiMember(request, 'Report'), await apiMember(request, 'Mod')];
  const comment = await postComment(request, author, story.articleId, 'A comment with a link: https://example.nz/axe');
  await postComment(request, reporter, story.articleId, 'A reply to it', {}, comment);
  await request.post('/api/tsom/comments/report', { headers: { Authorization: `Bearer ${reporter.token}` }, data: { commentId: comment, reason: 'Checking the queue' } });
  await makeModerator(request, moderator.email);
  const check = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    expect({ path, violations: await accessibilityViolations(page) }).toEqual({ path, violations: [] });
  };
  const scrolledTo = async (ready: () => Promise<void>) => {
    await commentsRegion(page).scrollIntoViewIfNeeded();
    await ready();
  };
  await check(story.path, () => scrolledTo(() => expect(commentsRegion(page).getByRole('list', { name: 'Comments' })).toBeVisible()));
  await signIn(page, moderator.email);
  await check(story.path, () => scrolledTo(() => expect(commentsRegion(page).getByRole('button', { name: 'Close comments' })).toBeVisible()));
  await check('/moderation', () => expect(page.getByRole('list', { name: 'Reported comments' })).toBeVisible());
});

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
