import { expect, test } from './fixtures';
import { accessibilityViolations } from './helpers/axe';

// Issue [17]: on a phone the header is one row behind a Menu button; on a desktop the sections are always there.
for (const width of [320, 390]) {
  test(`at ${width} px the header is one row, and its menu opens the sections from the keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(72);
    const sections = banner.getByRole('navigation', { name: 'Sections' });
    await expect(sections).toBeHidden();

    const menu = banner.locator('summary', { hasText: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(sections.getByRole('link', { name: 'Te Ao Māori' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await sections.getByRole('link', { name: 'Politics' }).click();
    await expect(page).toHaveURL(/\/politics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible();
    await expect(sections).toBeHidden();
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(72);
  });
}

test('at 1280 px the sections are in the header without a menu, and the footer leads everywhere else', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.locator('summary')).toBeHidden();
  await banner.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Climate' }).click();
  await expect(page).toHaveURL(/\/climate$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'Sections' }).getByRole('link')).toHaveCount(8);
  await expect(footer.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/feed');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await footer.getByRole('link', { name: 'Newsletters' }).click();
  await expect(page).toHaveURL(/\/newsletters$/);
});
