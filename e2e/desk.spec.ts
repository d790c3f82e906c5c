import { expect, test } from './fixtures';
import { idToken } from './helpers/payments';
import { PASSWORD } from './helpers/accounts';
import { accessibilityViolations } from './helpers/axe';
import { expectSaved, fillStoryDetails, signUpAs, startStory, storyPathShown, typeInBody } from './helpers/desk';

const serious = (violations: Awaited<ReturnType<typeof accessibilityViolations>>) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('a contributor cannot publish their draft; an editor can', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const contributor = await signUpAs(page, 'contributor', 'Mere');
  const headline = `Night market opens in Porirua ${Date.now()}`;
  const id = await startStory(page, headline);
  await typeInBody(page, 'Forty stalls opened on Friday night.');
  await fillStoryDetails(page, 'Food from a dozen countries.');
  await expectSaved(page);

  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing.getByText("An editor publishes contributors' stories.")).toBeVisible();
  await expect(publishing.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await expect(publishing.getByRole('button', { name: 'Schedule…' })).toHaveCount(0);

  // Not even by calling the API with their own token.
  const token = await idToken(request, contributor.email, PASSWORD);
  const story = await request.get(`/api/desk/stories/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(story.status()).toBe(200);
  const { revision } = ((await story.json()) as { data: { revision: number } }).data;
  const refused = await request.post(`/api/desk/stories/${id}/publish`, { headers: { Authorization: `Bearer ${token}` }, data: { revision } });
  expect(refused.status()).toBe(403);
  const path = await storyPathShown(page);
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);

  const editorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await editorContext.newPage();
  await signUpAs(editor, 'editor', 'Hēmi');
  await editor.goto(`/desk/stories/${id}`);
  await expect(editor.getByLabel('Headline')).toHaveValue(headline);
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor.getByRole('region', { name: 'Publishing' }).getByText('Published.', { exact: true })).toBeVisible();
  const published = await storyPathShown(editor);
  await expect.poll(async () => (await request.get(published, { maxRedirects: 0 })).status()).toBe(200);
  await editorContext.close();
});

test('changing a published story’s slug sends its old URL to the new one with a 301', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'editor', 'Tama');
  const stamp = Date.now();
  await startStory(page, `Ferry timetable changes ${stamp}`);
  await typeInBody(page, 'The harbour ferry runs every twenty minutes from Monday.');
  await fillStoryDetails(page, 'More sailings at peak times.');
  await page.getByLabel('Slug').fill(`ferry-timetable-${stamp}`);
  await expectSaved(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('region', { name: 'Publishing' }).getByText('Published.', { exact: true })).toBeVisible();
  const oldPath = await storyPathShown(page);
  await expect.poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status()).toBe(200);

  await page.getByLabel('Slug').fill(`harbour-ferry-timetable-${stamp}`);
  await expectSaved(page);
  const newPath = await storyPathShown(page);
  expect(newPath).not.toBe(oldPath);
  expect(newPath).toContain(`harbour-ferry-timetable-${stamp}`);

  await expect.poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status()).toBe(301);
  const moved = await request.get(oldPath, { maxRedirects: 0 });
  expect(new URL(moved.headers().location ?? '', 'http://site').pathname).toBe(newPath);
  expect((await request.get(newPath, { maxRedirects: 0 })).status()).toBe(200);
});

test('two tabs edit one story: the second save meets the conflict and nothing is lost', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'editor', 'Ana');
  const id = await startStory(page, `Library hours ${Date.now()}`);
  await typeInBody(page, 'The library opens at nine.');
  await expectSaved(page);

  const other = await context.newPage();
  await other.goto(`/desk/stories/${id}`);
  await expect(other.getByText('The library opens at nine.')).toBeVisible();

  // The first tab saves their words...
  await page.getByLabel('Headline').fill('Library opens on Sundays');
  await expectSaved(page);

  // ...then the second, which loaded before that save, saves its own.
  await typeInBody(other, 'From March it also opens on Sunday afternoons.');
  const conflict = other.getByRole('alert').filter({ hasText: 'Someone else saved this story' });
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(conflict.getByRole('region', { name: 'Their version' })).toContainText('Library opens on Sundays');
  await expect(conflict.getByRole('region', { name: 'Your version' })).toContainText('From March it also opens on Sunday afternoons.');
  await other.screenshot({ path: test.info().outputPath('conflict-1280.png'), fullPage: true });

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expectSaved(other);

  // Mine is the story now; theirs is still in the revisions, to restore or copy from.
  await other.reload();
  await expect(other.getByText('From March it also opens on Sunday afternoons.')).toBeVisible();
  await other.getByRole('button', { name: 'Show revisions' }).click();
  const revisions = other.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByText('Library opens on Sundays')).toBeVisible();
});

test('the desk is not for readers: a reader gets the 404 page; a visitor is sent to sign in', async ({ page, browser }) => {
  await signUpAs(page, 'standard', 'Wiremu');
  const answer = await page.goto('/desk');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find|not found/i);

  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/desk/stories/1');
  await expect(visitor).toHaveURL(/\/sign-in\?next=%2Fdesk%2Fstories%2F1$/);
  await visitorContext.close();
});

test('the desk home and the editor have no serious accessibility problems, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'editor', 'Ngaio');
  await startStory(page, `Accessible story ${Date.now()}`);
  await typeInBody(page, 'A paragraph to check.');
  await expectSaved(page);
  const editorUrl = page.url();
  expect(serious(await accessibilityViolations(page))).toEqual([]);
  await page.goto('/desk');
  expect(serious(await accessibilityViolations(page))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('desk-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('desk-390.png'), fullPage: true });
  await page.goto(editorUrl);
  await expect(page.getByRole('textbox', { name: 'Story body' })).toBeVisible();
  expect(serious(await accessibilityViolations(page))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-390.png'), fullPage: true });
});
