import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { firstArticlePath } from './helpers/library';

// Issue [19]: a reader page prefetches the page a reader is about to open (the link pointed at,
// touched or tabbed to), never the sign-in, payment, account or desk code: those chunks cost a phone's idle time
// (Lighthouse counted them in the article page's blocking time) for pages most readers never open.
const NOT_PREFETCHED = ['/donate', '/sign-in', '/sign-up', '/account', '/desk', '/moderation'];
const ARTICLE = '/[category]/[date]/[slug]';

const manifest = () => JSON.parse(readFileSync(path.join('.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[]; pages: Record<string, string[]> };
const read = (file: string) => readFileSync(path.join('.next', file), 'utf8');

/** The files a visit to `route` may load by itself: its first load and, transitively, the chunks its code imports when needed. */
function filesOfVisit(route: string): Set<string> {
  const { rootMainFiles = [], pages } = manifest();
  const files = new Set([...rootMainFiles, ...(pages['/_app'] ?? []), ...(pages[route] ?? [])].filter((file) => file.endsWith('.js')));
  for (const file of files) for (const [chunk] of read(file).matchAll(/static\/chunks\/[\w-]+\.js/g)) files.add(chunk);
  return files;
}

test('a reader pointing at a section link has its page prefetched; sign-in, payment and desk code never is', async ({ page }) => {
  const article = await firstArticlePath(page);
  const { pages } = manifest();
  const visit = filesOfVisit(ARTICLE);
  const sectionPage = (pages['/[category]'] ?? []).filter((file) => file.endsWith('.js') && !visit.has(file));
  const avoided = new Set(NOT_PREFETCHED.flatMap((route) => pages[route] ?? []).filter((file) => file.endsWith('.js') && !visit.has(file)));
  expect(sectionPage.length).toBeGreaterThan(0);
  expect(avoided.size).toBeGreaterThan(0);

  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/')) requested.push(pathname.slice('/_next/'.length));
  });
  await page.goto(article);
  // Reading to the end brings every link into view: none is prefetched for being seen (decision 322).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // The page never goes network-idle (its beacons), so give any idle-time prefetch a moment.
  await page.waitForTimeout(1_500);
  expect(requested.filter((file) => sectionPage.includes(file))).toEqual([]);
  // Pointing at the header's Donate and a section link: only the section's code comes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('banner').getByRole('link', { name: 'Donate' }).hover();
  const sections = page.getByRole('navigation', { name: 'Sections' });
  // On a phone the sections are behind Menu.
  if (!(await sections.isVisible())) await page.getByText('Menu', { exact: true }).click();
  await sections.getByRole('link').first().hover();
  await expect.poll(() => requested.filter((file) => sectionPage.includes(file)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(requested.filter((file) => avoided.has(file))).toEqual([]);
});
