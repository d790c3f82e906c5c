import { XMLParser } from 'fast-xml-parser';
import { expect, test } from './fixtures';

test('a reader opens the home page, then an article from it', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');

  // The oldest story the home page lists: the desk's journeys publish short stories at the top while this runs.
  const lead = page.getByRole('main').getByRole('article').last().getByRole('link').first();
  const headline = (await lead.textContent())?.trim() ?? '';
  expect(headline.length).toBeGreaterThan(10);
  await lead.click();

  await expect(page).toHaveURL(/\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByText(/^By /)).toBeVisible();
  expect((await page.locator('article p').allTextContents()).join(' ').split(/\s+/).length).toBeGreaterThan(300);

  await page.getByRole('link', { name: 'More stories' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an article opened at its address sends its body once, and keeps it after the page takes over and after Back', async ({ page }) => {
  await page.goto('/');
  const path = (await page.getByRole('main').getByRole('article').last().getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto(path);
  await page.waitForFunction(() => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
  const body = page.locator('[data-article-body]');
  const firstParagraph = ((await body.locator('p').first().textContent()) ?? '').trim();
  expect(firstParagraph.length).toBeGreaterThan(40);
  // The page's data leaves the body out: the HTML above holds it (decision 327).
  expect(await page.locator('#__NEXT_DATA__').textContent()).not.toContain(firstParagraph.slice(0, 40));
  const words = (await body.textContent())?.split(/\s+/).length ?? 0;
  expect(words).toBeGreaterThan(300);

  await page.getByRole('main').getByRole('article').getByRole('link').first().click(); // its section, by the router
  await expect(page).not.toHaveURL(path);
  await page.goBack();
  await expect(page).toHaveURL(path);
  await expect(body.locator('p').first()).toHaveText(firstParagraph);
  expect((await body.textContent())?.split(/\s+/).length).toBe(words);
});

test('a wrong date in an article link lands on the right address', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  const slug = href?.split('/').pop();
  const moved = await request.get(`/news/01-01-2001/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(href);
});

test('an unknown article is a real 404 page', async ({ page }) => {
  const response = await page.goto('/news/01-01-2001/no-such-story');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});

test('from an article a reader goes to its section and to its author', async ({ page }) => {
  await page.goto('/');
  const story = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const headline = (await story.textContent())?.trim() ?? '';
  await story.click();
  await expect(page).toHaveURL(/\/([a-z-]+)\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+$/);
  // The address changes a moment before the page does: wait for the story itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  const section = new URL(page.url()).pathname.split('/')[1] ?? '';

  const byline = page.getByText(/^By /);
  const author = byline.getByRole('link').first();
  const authorName = (await author.textContent()) ?? '';
  const sectionLink = page.getByRole('main').getByRole('link').first();
  await expect(sectionLink).toHaveAttribute('href', `/${section}`);
  await sectionLink.click();
  await expect(page).toHaveURL(new RegExp(`/${section}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: headline })).toBeVisible();

  await page.goBack();
  await byline.getByRole('link', { name: authorName }).click();
  await expect(page).toHaveURL(/\/author\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authorName);
  await expect(page.getByRole('main').getByRole('link', { name: headline })).toBeVisible();
});

test('a section lists twenty stories a page and refuses a page that is not there', async ({ page, request }) => {
  await page.goto('/');
  const href = (await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
  const section = href.split('/')[1];
  const first = await page.goto(`/${section}`);
  expect(first?.headers()['cache-control']).toContain('s-maxage');
  expect(await page.getByRole('main').getByRole('article').count()).toBeLessThanOrEqual(20);
  expect((await request.get(`/${section}?page=abc`)).status()).toBe(404);
  expect((await request.get(`/${section}?page=999`)).status()).toBe(404);
  expect((await request.get('/no-such-section')).status()).toBe(404);
});

test('the RSS feed is valid RSS 2.0 of the latest stories, linked from every page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feed');
  const answer = await request.get('/feed');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/rss+xml');
  const xml = new XMLParser({ ignoreAttributes: false }).parse(await answer.text()) as {
    rss: { '@_version': string; channel: { title: string; item: { title: string; link: string; pubDate: string }[] } };
  };
  expect(xml.rss['@_version']).toBe('2.0');
  expect(xml.rss.channel.item).toHaveLength(50);
  for (const item of xml.rss.channel.item) {
    expect(item.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+$/);
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  }
  const firstStory = new URL(xml.rss.channel.item[0]!.link).pathname;
  await page.goto(firstStory);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', xml.rss.channel.item[0]!.link);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; headline: string };
  expect(jsonLd['@type']).toBe('NewsArticle');
  expect(jsonLd.headline).toBe(xml.rss.channel.item[0]!.title);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(xml.rss.channel.item[0]!.link);
});

test('reaching the end of an article loads the next story below, and the address follows it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  const firstUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const next = page.getByRole('main').getByRole('article').nth(1).getByRole('heading', { level: 2 }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(next).toBeVisible({ timeout: 1000 });
  }).toPass();
  const nextTitle = (await next.textContent()) ?? '';
  expect(nextTitle.length).toBeGreaterThan(10);
  await next.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect.poll(() => page.url()).not.toBe(firstUrl);
  expect(new URL(page.url()).pathname).toMatch(/^\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+$/);
  await expect(page).toHaveTitle(new RegExp(nextTitle.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('a reader searches and sees the matching words highlighted', async ({ page }) => {
  await page.goto('/');
  const headline = (await page.getByRole('main').getByRole('article').first().getByRole('link').textContent()) ?? '';
  const word = headline.split(/\W+/).filter((w) => w.length > 5)[0] ?? '';
  await page.getByRole('link', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search stories' }).or(page.getByLabel('Search stories')).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`));
  await expect(page.getByRole('main').getByRole('link', { name: headline })).toBeVisible();
  await expect(page.locator('main mark').first()).toBeVisible();
});
