import { expect, type Page, test } from './fixtures';
import { accessibilityViolations } from './helpers/axe';

/** Answers every question with its first choice, checking each gets its feedback at once. */
async function answerAll(page: Page, scope = page.getByRole('main')) {
  const questions = scope.getByRole('group');
  // The quiz renders after its data arrives: count its questions once the first is there.
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    await question.getByRole('button').first().click();
    await expect(question.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(scope.getByRole('status').filter({ hasText: /^(Correct\.|Not quite: the answer is )/ })).toHaveCount(i + 1);
  }
  return count;
}

test('a reader takes a quiz from the header, gets a score and share text, the result is recorded, and retakes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Quizzes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quizzes');
  await page.getByRole('main').getByRole('link', { name: 'Aotearoa geography' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aotearoa geography');

  const recorded = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track-event') && (request.postData() ?? '').includes('quiz_complete'));
  const total = await answerAll(page);
  const score = page.getByRole('heading', { name: new RegExp(`^You scored \\d+ out of ${total}$`) });
  await expect(score).toBeFocused();
  const points = Number(/You scored (\d+)/.exec((await score.textContent()) ?? '')?.[1]);
  await expect(page.getByRole('textbox', { name: 'Share your score' })).toHaveValue(new RegExp(`I scored ${points}/${total} in .*Aotearoa geography.*/quizzes/aotearoa-geography$`));
  const sent = JSON.parse((await recorded).postData() ?? '{}') as { eventData: string };
  expect(JSON.parse(sent.eventData)).toMatchObject({ quiz: 'aotearoa-geography', score: points, total, location: 'quiz_page' });

  await page.getByRole('button', { name: 'Retake the quiz' }).click();
  await expect(page.getByText(`0 of ${total} answered`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('group').first().getByRole('button').first()).toBeFocused();
});

test('an article with a quiz shows it under the story, and it can be completed there', async ({ page }) => {
  await page.goto('/search?q=kiwifruit%20shipping');
  await page.getByRole('main').getByRole('link', { name: 'Kiwifruit growers count the cost of shipping delays' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kiwifruit growers count the cost of shipping delays');
  const block = page.getByRole('region', { name: 'Quiz: Weekly news quiz' });
  // The quiz is asked for only as the reader nears the story's end.
  await page.getByRole('link', { name: 'More stories' }).scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  const total = await answerAll(page, block);
  await expect(block.getByRole('heading', { name: new RegExp(`^You scored \\d+ out of ${total}$`) })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an unknown quiz is a 404', async ({ request }) => {
  expect((await request.get('/quizzes/no-such-quiz')).status()).toBe(404);
});
