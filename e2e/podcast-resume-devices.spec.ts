import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers/accounts';
import { newMember } from './helpers/library';

const EPISODE_PATH = '/podcasts/the-briefing/briefing-bus-fares-and-a-wet-weekend';
const TITLE = 'Bus fares, a wet weekend and a quiet budget week';

const audioTime = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime);

test('a member pauses an episode on one device and it resumes there on another', async ({ page, browser, baseURL }) => {
  const email = await newMember(page, 'listener');

  // Device one: play, skip 15 s on, pause. The pause saves the place to the account.
  await page.goto(EPISODE_PATH);
  await page.getByRole('main').getByRole('button', { name: `Play ${TITLE}` }).click();
  const bar = page.getByRole('region', { name: 'Podcast player' });
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0);
  // A save can come with the skip or with the pause, whichever the throttle lets through: wait for one past 15 s.
  const saved = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/tsom/podcast-positions/save') &&
      response.ok() &&
      ((await response.json()) as { data: { positionSeconds: number } }).data.positionSeconds >= 15,
  );
  await bar.getByRole('button', { name: /seconds forward/ }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(15);
  await bar.getByRole('button', { name: 'Pause' }).click();
  const { data } = (await (await saved).json()) as { data: { positionSeconds: number } };
  expect(data.positionSeconds).toBeGreaterThanOrEqual(15);

  // Device two: nothing in its storage; the same member signs in and opens the episode.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Date.now() % 250}.7` } });
  try {
    const second = await other.newPage();
    await signIn(second, email);
    await second.goto(EPISODE_PATH);
    await second.getByRole('main').getByRole('button', { name: `Play ${TITLE}` }).click();
    // It starts where device one paused, not at 0:00.
    await expect.poll(() => audioTime(second)).toBeGreaterThanOrEqual(data.positionSeconds);
  } finally {
    await other.close();
  }
});
