import path from 'node:path';
import { expect, type Page, test } from '../e2e/fixtures';
import { firstArticlePath, newMember } from '../e2e/helpers/library';

// The pages issue [17] asked to see, at a phone's and a desktop's width: regenerated, never edited.
const OUT = path.join(__dirname, '..', 'docs', 'screens');
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string) {
  // Fonts and the lead image settled, the focus ring of the last click gone.
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
}

// The site draws the sample stories' pictures after it starts (SEED_PICTURES=1): wait for the front page's.
test.beforeAll(async ({ browser }) => {
  // About 3 s of CPU a picture, 64 of them: minutes on a busy machine.
  test.setTimeout(900_000);
  const page = await browser.newPage();
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return page.locator('main article:not(:has(img))').count();
      },
      { timeout: 840_000, intervals: [5_000] },
    )
    .toBe(0);
  await page.close();
});

for (const size of SIZES) {
  test(`the reader's pages at ${size.name} px`, async ({ page }) => {
    await page.setViewportSize(size);
    const article = await firstArticlePath(page);
    await shoot(page, `home-${size.name}`);

    await page.goto(article);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, `article-${size.name}`);

    // Page 2 when the section has one; the sample content's sections (8 stories, 20 a page) do not.
    const section = article.split('/')[1];
    expect((await page.goto(`/${section}`))?.status()).toBe(200);
    const older = page.getByRole('link', { name: 'Older stories' });
    if (await older.count()) await older.click();
    await shoot(page, `category-${size.name}`);

    await page.goto('/donate');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, `donate-${size.name}`);

    await page.goto('/podcasts/the-briefing/briefing-rent-rises-slow');
    await page.getByRole('main').getByRole('button', { name: /^Play / }).click();
    await expect(page.getByRole('main').getByRole('button', { name: /^Pause / })).toBeVisible();
    await shoot(page, `episode-playing-${size.name}`);
  });

  test(`a member's profile at ${size.name} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await newMember(page, `screens-${size.name}`);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await shoot(page, `profile-${size.name}`);
  });
}
