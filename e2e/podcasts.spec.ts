import { expect, type Locator, type Page, test } from './fixtures';
import { accessibilityViolations } from './helpers/axe';

// HTMLMediaElement.HAVE_NOTHING and NETWORK_EMPTY, named here because the test runs in Node.
const HTMLMediaElementState = { nothing: 0, empty: 0 } as const;
const SERIES = { slug: 'the-briefing', title: 'The Briefing' };
const NEWEST = 'Bus fares, a wet weekend and a quiet budget week';

const isPlaying = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0);
const position = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.currentTime);

/** The audio keeps going: it plays and its time moves on from where it was. */
async function expectStillPlaying(audio: Locator) {
  const before = await position(audio);
  await expect.poll(() => position(audio)).toBeGreaterThan(before);
  expect(await isPlaying(audio)).toBe(true);
}

/** A full page load would lose this mark; client-side navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { journeyMark: true }));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark === true);

test('a listener starts an episode, reads on across pages while it plays, then collapses, expands and closes the player', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/podcasts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podcasts');
  await page.getByRole('main').getByRole('link', { name: SERIES.title }).click();

  // The series page lists its episodes, newest first, each with a Play button.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERIES.title);
  const episodes = page.getByRole('main').getByRole('listitem');
  await expect(episodes).toHaveCount(5);
  await expect(episodes.first().getByRole('heading', { level: 3 })).toHaveText(NEWEST);
  await expect(page.getByRole('main').getByRole('button', { name: /^Play / })).toHaveCount(5);
  await episodes.first().getByRole('link', { name: NEWEST }).click();

  await expect(page).toHaveURL(new RegExp(`/podcasts/${SERIES.slug}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWEST);
  const bar = page.getByRole('region', { name: 'Podcast player' });
  await expect(bar).toHaveCount(0);

  await markWindow(page);
  const analytics = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track-event') && (request.postData() ?? '').includes('podcast_play'));
  await page.getByRole('main').getByRole('button', { name: `Play ${NEWEST}` }).click();
  const sent = JSON.parse((await analytics).postData() ?? '{}') as { eventData: string };
  expect(JSON.parse(sent.eventData)).toMatchObject({ series: SERIES.slug, episode: 'ep-briefing-bus-fares-and-a-wet-weekend', player_location: 'episode_page' });

  await expect(bar).toBeVisible();
  await expect(bar.getByText(NEWEST)).toBeVisible();
  const audio = page.locator('audio');
  await expect.poll(() => isPlaying(audio)).toBe(true);
  // Issue [17]: the page's own button says Pause while its episode plays, as the bar does, and pauses it.
  const pagePause = page.getByRole('main').getByRole('button', { name: `Pause ${NEWEST}` });
  await pagePause.click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: `Play ${NEWEST}` }).click();
  await expect(pagePause).toBeVisible();
  await expect.poll(() => isPlaying(audio)).toBe(true);
  const element = await audio.elementHandle();
  // The page keeps room for the bar, so the footer can still be read above it.
  const barHeight = await bar.evaluate((b) => b.getBoundingClientRect().height);
  const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(room).toBeGreaterThanOrEqual(barHeight);
  expect(room).toBeLessThan(barHeight + 1);

  // Two more pages, by links: the same audio element plays on and the bar stays.
  await page.getByRole('main').getByRole('link', { name: SERIES.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERIES.title);
  await expect(bar).toBeVisible();
  expect(await audio.evaluate((a, first) => a === first, element)).toBe(true);
  await expectStillPlaying(audio);

  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(bar).toBeVisible();
  expect(await audio.evaluate((a, first) => a === first, element)).toBe(true);
  await expectStillPlaying(audio);
  expect(await windowMarked(page)).toBe(true);

  const toggle = bar.getByRole('button', { name: 'Player controls' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveText('↑');
  await expect(bar.getByRole('group', { name: 'Audio controls' })).toBeHidden();
  await expectStillPlaying(audio);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText('↓');
  await expect(bar.getByRole('group', { name: 'Audio controls' })).toBeVisible();

  await bar.getByRole('button', { name: 'Close player' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('audio')).toHaveCount(0);
  // Stopped and emptied: no source, nothing loaded, nothing fetching (currentSrc keeps the old name by design).
  const stopped = () => element?.evaluate((a: HTMLAudioElement) => ({ paused: a.paused, src: a.getAttribute('src'), readyState: a.readyState, networkState: a.networkState }));
  await expect.poll(stopped).toEqual({ paused: true, src: null, readyState: HTMLMediaElementState.nothing, networkState: HTMLMediaElementState.empty });
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});

test('the player is worked from the keyboard and remembers where the listener stopped', async ({ page }) => {
  await page.goto(`/podcasts/${SERIES.slug}`);
  const firstPlay = page.getByRole('main').getByRole('button', { name: `Play ${NEWEST}` });
  // Play answers once the page's code has run (decision 336); until then it cannot take focus.
  await expect(firstPlay).toBeEnabled();
  await firstPlay.focus();
  await page.keyboard.press('Enter');
  const bar = page.getByRole('region', { name: 'Podcast player' });
  const audio = page.locator('audio');
  await expect.poll(() => isPlaying(audio)).toBe(true);

  const seek = bar.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('k');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const paused = await position(audio);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => position(audio)).toBeCloseTo(paused + 15, 0);
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:\d\d of 0:38$/);

  // Closing and playing again starts where it was left.
  const leftAt = Math.floor(await position(audio));
  await bar.getByRole('button', { name: 'Close player' }).click();
  await firstPlay.click();
  await expect.poll(() => position(audio)).toBeGreaterThanOrEqual(leftAt);
  await expect.poll(() => isPlaying(audio)).toBe(true);
});

test('podcast pages are cached publicly, an unknown series or episode is a 404, and they pass axe with the player open', async ({ page, request }) => {
  const list = await request.get('/podcasts');
  expect(list.status()).toBe(200);
  expect(list.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
  expect((await request.get('/podcasts/no-such-series')).status()).toBe(404);
  expect((await request.get(`/podcasts/${SERIES.slug}/no-such-episode`)).status()).toBe(404);
  // A real episode, asked for under another series.
  expect((await request.get('/podcasts/lab-notes/briefing-rent-rises-slow')).status()).toBe(404);

  for (const path of ['/podcasts', `/podcasts/${SERIES.slug}`, `/podcasts/${SERIES.slug}/briefing-rent-rises-slow`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect({ path, violations: await accessibilityViolations(page) }).toEqual({ path, violations: [] });
  }
  await page.getByRole('main').getByRole('button', { name: /^Play / }).click();
  await expect(page.getByRole('region', { name: 'Podcast player' }).getByRole('group', { name: 'Audio controls' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('on a phone the bar keeps "Speed" beside its list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/podcasts/${SERIES.slug}`);
  await page.getByRole('main').getByRole('button', { name: `Play ${NEWEST}` }).click();
  const bar = page.getByRole('region', { name: 'Podcast player' });
  const list = await bar.getByRole('combobox', { name: 'Speed' }).boundingBox();
  const word = await bar.getByText('Speed', { exact: true }).boundingBox();
  const middle = (box: typeof list) => (box ? box.y + box.height / 2 : Number.NaN);
  expect(Math.abs(middle(word) - middle(list))).toBeLessThan(8);
  expect((word?.x ?? 0) + (word?.width ?? 0)).toBeLessThanOrEqual(list?.x ?? 0);
});
