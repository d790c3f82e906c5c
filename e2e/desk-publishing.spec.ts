import { expect, test } from './fixtures';
import {
  expectSaved,
  expectStoryEverywhere,
  expectStoryNowhere,
  fillStoryDetails,
  jpegFile,
  nzInputValue,
  signUpAs,
  startStory,
  storyBody,
  storyPathShown,
  typeInBody,
  uploadAndUsePicture,
} from './helpers/desk';

test('an editor writes a story with pictures, previews it, schedules it, and it appears only when its time comes', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  await signUpAs(page, 'editor', 'Aroha');
  const headline = `Kererū return to the Ōtaki gorge ${Date.now()}`;
  await startStory(page, headline);

  await typeInBody(page, 'Volunteers counted forty kererū in the gorge this spring, twice last year’s number.');
  await fillStoryDetails(page, 'Trapping has brought the wood pigeon back.');

  await page.getByRole('button', { name: 'Choose feature image' }).click();
  await uploadAndUsePicture(page, await jpegFile('kereru-feature.jpg', { r: 40, g: 120, b: 70 }), 'A kererū on a karaka branch');
  await expect(page.getByRole('group', { name: 'Feature image' }).getByRole('img', { name: 'A kererū on a karaka branch' })).toBeVisible();

  await storyBody(page).click();
  await page.keyboard.press('Control+End');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Picture' }).click();
  await uploadAndUsePicture(page, await jpegFile('otaki-gorge.jpg', { r: 90, g: 140, b: 200 }), 'The Ōtaki River in its gorge');
  await expect(storyBody(page).getByRole('img', { name: 'The Ōtaki River in its gorge' })).toBeVisible();
  await expectSaved(page);
  await page.screenshot({ path: test.info().outputPath('editor-1280.png'), fullPage: true });

  // The signed preview link: the unpublished story as readers will see it, kept out of search engines.
  await page.getByRole('button', { name: 'Preview' }).click();
  const previewUrl = await page.getByLabel(/^Preview link/).inputValue();
  const preview = await context.newPage();
  const previewAnswer = await preview.goto(previewUrl);
  expect(previewAnswer?.status()).toBe(200);
  await expect(preview.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await expect(preview.getByText('Volunteers counted forty kererū')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'A kererū on a karaka branch' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'The Ōtaki River in its gorge' })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await preview.close();

  // Scheduled a minute or so ahead, in New Zealand time (the input has whole minutes).
  const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await page.getByRole('button', { name: 'Schedule…' }).click();
  await page.getByLabel(/^Publish at \(New Zealand time/).fill(nzInputValue(due));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
  const path = await storyPathShown(page);
  const story = { headline, path };

  expect(Date.now()).toBeLessThan(due.getTime());
  await expectStoryNowhere(request, story);

  await expectStoryEverywhere(request, story, 150_000);
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());

  await page.goto(path);
  const article = page.getByRole('main').getByRole('article').first();
  for (const alt of ['A kererū on a karaka branch', 'The Ōtaki River in its gorge']) {
    const picture = article.getByRole('img', { name: alt });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('srcset', /\/media\/.+ \d+w/);
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
  }
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/.+\.(jpg|webp|avif)$/);
  const shared = await request.get((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toMatch(/^image\//);
  await page.screenshot({ path: test.info().outputPath('article-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the pictures shrink to the column: nothing wider than the screen.
  for (const alt of ['A kererū on a karaka branch', 'The Ōtaki River in its gorge']) {
    const box = await article.getByRole('img', { name: alt }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('article-390.png'), fullPage: true });
});
