import { expect, test } from './fixtures';
import { newMonthlySupporter } from './helpers/payments';

// Issue [17]: the donate and members pages tell the newsroom's story, not just show a form.
test('the donate and members pages say what support pays for and how many readers give', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Somebody gives monthly, in a browser of their own, so there is somebody to count.
  const supporterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await newMonthlySupporter(await supporterContext.newPage(), 'counted');
  await supporterContext.close();

  for (const path of ['/donate', '/members']) {
    await page.goto(path);
    const story = page.getByRole('complementary', { name: 'What your support pays for' });
    await expect(story.getByRole('listitem')).toHaveCount(3);
    await expect(story.getByRole('img')).toHaveCount(0); // the illustration is decoration: alt=""
    expect(await story.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The count is kept for up to CONTENT_CACHE_SECONDS (30 s): the new supporter shows by then.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await story.textContent()) ?? '';
        },
        { timeout: 45_000, intervals: [3_000] },
      )
      .toMatch(/Join [\d,]+ readers? who gives? monthly or yearly\./);
  }
  // On the donate page the form comes first: the amounts are above the story on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/donate');
  const amounts = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
  const story = await page.getByRole('complementary', { name: 'What your support pays for' }).boundingBox();
  expect(amounts?.y ?? Infinity).toBeLessThan(story?.y ?? 0);
});
