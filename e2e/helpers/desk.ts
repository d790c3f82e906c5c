import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectSignedInAs, signUp, uniqueEmail } from './accounts';

/** What a story looks like from outside: its headline and its reader URL path. */
export interface PublicStory {
  headline: string;
  path: string;
}

const categoryOf = (path: string) => `/${path.split('/')[1]}`;

/** Every place a published story appears to readers, each answering whether it does now. */
async function appearances(request: APIRequestContext, story: PublicStory) {
  const text = async (url: string) => (await request.get(url)).text();
  const article = await request.get(story.path, { maxRedirects: 0 });
  return {
    article: article.status(),
    // Links, not headlines: the search page repeats its query, so the headline alone proves nothing.
    home: (await text('/')).includes(`href="${story.path}"`),
    category: (await text(categoryOf(story.path))).includes(`href="${story.path}"`),
    feed: (await text('/feed')).includes(story.path),
    sitemap: (await text('/sitemap.xml')).includes(story.path),
    search: (await text(`/search?q=${encodeURIComponent(story.headline)}`)).includes(`href="${story.path}"`),
  };
}

/** Readers cannot find it anywhere: its URL is a 404 and no list, feed, sitemap or search shows it. */
export async function expectStoryNowhere(request: APIRequestContext, story: PublicStory) {
  expect(await appearances(request, story)).toEqual({ article: 404, home: false, category: false, feed: false, sitemap: false, search: false });
}

/** Readers find it everywhere (polled: the publish job and the caches take a moment). */
export async function expectStoryEverywhere(request: APIRequestContext, story: PublicStory, timeout = 90_000) {
  await expect.poll(() => appearances(request, story), { timeout, intervals: [2_000] }).toEqual({
    article: 200,
    home: true,
    category: true,
    feed: true,
    sitemap: true,
    search: true,
  });
}

/** Signs a fresh account up through the UI (which sets the session cookie) and gives it a desk role. */
export async function signUpAs(page: Page, role: 'contributor' | 'author' | 'editor' | 'administrator' | 'standard', firstName: string) {
  const email = uniqueEmail(role);
  await signUp(page, { firstName, lastName: 'Kaituhi', email });
  await expectSignedInAs(page, `${firstName} Kaituhi`);
  if (role !== 'standard') {
    const answer = await page.request.post('/api/test/member-role', { data: { email, type: role } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  return { email, name: `${firstName} Kaituhi` };
}

/** A real JPEG (a colour field with a stripe), made with sharp, as a file for an <input type=file>. */
export async function jpegFile(name: string, colour: { r: number; g: number; b: number }) {
  const stripe = await sharp({ create: { width: 1200, height: 160, channels: 3, background: { r: 255 - colour.r, g: 255 - colour.g, b: 255 - colour.b } } }).png().toBuffer();
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .composite([{ input: stripe, top: 320, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** From the desk home: "New story", a working headline, and the editor opens. Answers the story's id. */
export async function startStory(page: Page, headline: string): Promise<number> {
  await page.goto('/desk');
  await page.getByRole('button', { name: 'New story' }).click();
  await page.getByLabel('Working headline').fill(headline);
  // Once, in a loaded parallel run, the click left the form idle (no "Starting…", no error, no
  // request); pressing again only then cannot make a second story.
  const start = page.getByRole('button', { name: 'Start writing' });
  await expect(async () => {
    if (await start.isVisible()) await start.click();
    await page.waitForURL(/\/desk\/stories\/\d+$/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await expect(storyBody(page)).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

export const storyBody = (page: Page) => page.getByRole('textbox', { name: 'Story body' });
export const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|saved|Saving|Unsaved|Not saved/ }).first();

/** Waits until autosave has caught up with everything typed. */
export async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText(/^Saved |^All changes saved$/, { timeout: 20_000 });
}

/** Types a paragraph at the end of the body. */
export async function typeInBody(page: Page, words: string) {
  await storyBody(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(words);
}

/** Standfirst, first category and first author: what a story needs, besides a headline and body, to be published. */
export async function fillStoryDetails(page: Page, standfirst: string) {
  await page.getByLabel('Standfirst').fill(standfirst);
  await page.getByLabel('Add to categories').selectOption({ index: 1 });
  await page.getByLabel('Add to authors').selectOption({ index: 1 });
}

/** In the image picker (already open): uploads `file`, writes its alt text and uses it. */
export async function uploadAndUsePicture(page: Page, file: Awaited<ReturnType<typeof jpegFile>>, alt: string) {
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(picker).toBeVisible();
  await picker.getByTestId('media-file-input').setInputFiles(file);
  const details = picker.getByRole('complementary', { name: 'Picture details' });
  await expect(details.getByRole('heading', { name: file.name })).toBeVisible({ timeout: 30_000 });
  await details.getByLabel('Alt text').fill(alt);
  await details.getByRole('button', { name: 'Use this picture' }).click();
  await expect(picker).toBeHidden();
}

/** The story's reader URL path, as the editor's side panel shows it. */
export async function storyPathShown(page: Page): Promise<string> {
  const code = page.getByRole('complementary', { name: 'Story details' }).locator('code').first();
  await expect(code).toHaveText(/^\/[a-z0-9-]+\//);
  return (await code.textContent()) ?? '';
}

/** A New Zealand wall-clock time (`YYYY-MM-DDTHH:mm`, as a datetime-local input takes it) for `at`. */
export function nzInputValue(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
