import { expect, test } from './fixtures';
import { firstArticlePath } from './helpers/library';

// Issue [17]: an article can be shared. Chromium on Linux has no share sheet, so Share copies the link.
test('Share under the byline copies the story’s link where the browser has no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = await firstArticlePath(page);
  await page.goto(path);
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('main').getByText('Link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(path);
});
