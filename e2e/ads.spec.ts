import { expect, type Page, test } from './fixtures';
import { accountNav } from './helpers/accounts';
import { GPT_URL_PATTERN } from './helpers/fake-gpt';
import { newMonthlySupporter } from './helpers/payments';

// The journeys' site is built with an ad unit (scripts/e2e.ts), and Google's tag is answered by a
// stand-in (e2e/helpers/fake-gpt.ts) that draws a grey 300×250 box marked data-fake-ad.

const gptHost = new URL(GPT_URL_PATTERN.replace('/**', '/')).host;

/** Counts the page's requests for Google's tag. */
function countGptRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).host === gptHost) count += 1;
  });
  return () => count;
}

/** Starts recording layout shifts as the page loads (CLS: shifts without recent input, summed). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** The first story linked from the home page: /{category}/{dd-MM-yyyy}/{slug}. */
async function firstStoryPath(page: Page): Promise<string> {
  await page.goto('/');
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const story = hrefs.find((href) => /^\/news\/\d{2}-\d{2}-\d{4}\/[\w-]+$/.test(href));
  if (!story) throw new Error('no news story on the home page');
  return story;
}

const PAGES = ['/', '/news', '/the-housing-squeeze'];

test('a visitor sees ads below the fold of the home, section, collection and article pages, and nothing moves', async ({ page }) => {
  const gptRequests = countGptRequests(page);
  await recordLayoutShifts(page);
  const story = await firstStoryPath(page);
  for (const path of [...PAGES, story]) {
    await page.goto(path);
    const opened = page.locator('[data-ad-open]');
    await expect(opened.first()).toBeAttached();
    await expect(opened.first().getByText('Advertisement')).toBeAttached();
    await opened.first().scrollIntoViewIfNeeded();
    await expect(opened.first().locator('[data-fake-ad]')).toBeVisible();
    expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.05);
  }
  // The article's ad sits between two of its paragraphs.
  const articleAd = page.locator('[data-ad-paragraphs] > [data-ad-slot="article"][data-ad-open]');
  await expect(articleAd).toHaveCount(1);
  await expect(articleAd.locator('xpath=preceding-sibling::p')).toHaveCount(4);
  await expect(articleAd.locator('xpath=following-sibling::p').first()).toBeVisible();
  expect(gptRequests()).toBeGreaterThan(0);

  await page.goto('/members');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ad-free for members' })).toBeVisible();
});

test('a member who gives monthly sees no ads, and Google\'s tag is never requested', async ({ page }) => {
  test.setTimeout(120_000); // signs up and pays through the sandbox first
  await newMonthlySupporter(page, 'ads-member');

  const gptRequests = countGptRequests(page);
  await recordLayoutShifts(page);
  const story = await firstStoryPath(page);
  for (const path of [...PAGES, story]) {
    // The ads wait for the member's subscriptions; once they are in, the decision is made.
    const subscriptionsRead = page.waitForResponse((response) => response.url().endsWith('/api/tsom/payments/subscriptions'));
    await page.goto(path);
    await expect(accountNav(page).getByText('Mere Tipene')).toBeVisible();
    await (await subscriptionsRead).finished();
    // The decision follows the answer within the same task or the next: give it two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The places are there, closed (an article's are added in the browser, for readers who see ads).
    await expect(page.locator(path === story ? '[data-ad-paragraphs]' : '[data-ad-slot]').first()).toBeAttached();
    await expect(page.locator('[data-ad-open], [data-fake-ad], [data-ad-paragraphs] > [data-ad-slot]')).toHaveCount(0);
    expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.05);
  }
  expect(gptRequests()).toBe(0);
});
