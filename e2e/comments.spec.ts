import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { signIn, signUp, uniqueEmail } from './helpers/accounts';
import { apiMember, commentBy, commentsRegion, makeModerator, openComments, postComment, storyOnHome } from './helpers/comments';

test('a member comments, replies, edits and deletes; another reports; a moderator hides it from the queue and readers no longer see it', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const story = await storyOnHome(page, request, 1);
  const tag = randomUUID().slice(0, 6);

  // A member signs up and joins the conversation on the story.
  const email = uniqueEmail('commenter');
  await signUp(page, { firstName: 'Hemi', lastName: 'Walker', email });
  await expect(page).toHaveURL(/\/verify-email/);
  await openComments(page, story.path);
  const region = commentsRegion(page);
  await region.getByLabel('Join the conversation').fill(`The new cycleway is great ${tag} https://example.nz/cycleway.`);
  await region.getByRole('button', { name: 'Post comment' }).click();
  const mine = commentBy(page, 'Hemi Walker', `cycleway is great ${tag}`);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: 'https://example.nz/cycleway' })).toHaveAttribute('rel', 'nofollow ugc noopener');

  // Replies to it, then edits the reply. (A form's text counts as its article's text, so each step
  // waits for its form to close before looking for the result.)
  await mine.getByRole('button', { name: 'Reply' }).click();
  await region.getByLabel('Reply to Hemi Walker').fill(`And the bridge ${tag}`);
  await region.getByRole('button', { name: 'Post reply' }).click();
  await expect(region.getByLabel('Reply to Hemi Walker')).toHaveCount(0);
  const replies = region.getByRole('list', { name: 'Replies to Hemi Walker' });
  const reply = replies.getByRole('article', { name: 'Comment by Hemi Walker' });
  await expect(reply).toContainText(`And the bridge ${tag}`);
  await reply.getByRole('button', { name: 'Edit' }).click();
  await region.getByLabel('Edit your comment').fill(`And the new bridge ${tag}`);
  await region.getByRole('button', { name: 'Save' }).click();
  await expect(region.getByLabel('Edit your comment')).toHaveCount(0);
  await expect(reply).toContainText(`And the new bridge ${tag}`);
  await expect(reply).toContainText('edited');

  // Deletes the reply; after a reload it is still gone and the comment stays.
  await reply.getByRole('button', { name: 'Delete' }).click();
  await reply.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(replies).toHaveCount(0);
  await openComments(page, story.path);
  await expect(mine).toBeVisible();
  await expect(region.getByText(`And the new bridge ${tag}`)).toHaveCount(0);

  // A second member reports the comment, with a reason.
  const second = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 255)}.7` } });
  const reader = await second.newPage();
  await signUp(reader, { firstName: 'Ana', lastName: 'Reader', email: uniqueEmail('reporter') });
  await expect(reader).toHaveURL(/\/verify-email/);
  await openComments(reader, story.path);
  const reported = commentBy(reader, 'Hemi Walker', `cycleway is great ${tag}`);
  await reported.getByRole('button', { name: 'Report' }).click();
  await commentsRegion(reader).getByLabel('Why should a moderator look at this?').fill(`Off topic ${tag}`);
  await commentsRegion(reader).getByRole('button', { name: 'Send report' }).click();
  await expect(reported.getByText('Thanks. A moderator will look at this comment.')).toBeVisible();
  await expect(reported.getByText('Reported')).toBeVisible();
  await second.close();

  // A moderator (made the way `npm run member:role` makes one) hides it from the queue.
  const moderator = await apiMember(request, 'Moana', 'Moderator');
  await makeModerator(request, moderator.email);
  const third = await browser.newContext();
  const desk = await third.newPage();
  await signIn(desk, moderator.email, '/moderation');
  await expect(desk.getByRole('heading', { name: 'Reported comments' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Moderation' })).toBeVisible();
  const queued = desk.getByRole('article', { name: 'Reported comment by Hemi Walker' }).filter({ hasText: tag });
  await expect(queued.getByText(`Off topic ${tag}`)).toBeVisible();
  await queued.getByRole('button', { name: 'Hide comment' }).click();
  await expect(queued).toHaveCount(0);
  await third.close();

  // Readers no longer see it.
  await openComments(page, story.path);
  await expect(commentsRegion(page).getByRole('list', { name: 'Comments' }).or(commentsRegion(page).getByText(/No comments yet/))).toBeVisible();
  await expect(commentsRegion(page).getByText(`cycleway is great ${tag}`)).toHaveCount(0);
});

test('a visitor reads comments and is asked to sign in; the moderation page sends them to sign in', async ({ page, request }) => {
  const story = await storyOnHome(page, request, 2);
  const author = await apiMember(request, 'Rawiri');
  const text = `Visible to visitors ${randomUUID().slice(0, 6)}`;
  await postComment(request, author, story.articleId, text);
  await openComments(page, story.path);
  await expect(commentBy(page, author.name, text)).toBeVisible();
  await expect(commentsRegion(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(commentsRegion(page).getByRole('textbox')).toHaveCount(0);
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fmoderation/);
});

test('a member who is not a moderator finds no moderation page', async ({ page }) => {
  const email = uniqueEmail('plain');
  await signUp(page, { firstName: 'Kiri', lastName: 'Plain', email });
  await expect(page).toHaveURL(/\/verify-email/);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reported comments' })).toHaveCount(0);
});

test('a moderator closes comments on a story: readers see "Comments are closed" and the API refuses new ones', async ({ page, request }) => {
  const story = await storyOnHome(page, request, 3);
  const moderator = await apiMember(request, 'Tui', 'Moderator');
  await makeModerator(request, moderator.email);
  await signIn(page, moderator.email);
  await openComments(page, story.path);
  try {
    await commentsRegion(page).getByRole('button', { name: 'Close comments' }).click();
    await expect(commentsRegion(page).getByText('Comments are closed')).toBeVisible();
    const member = await apiMember(request, 'Late');
    const refused = await request.post('/api/tsom/comments/create', { headers: { Authorization: `Bearer ${member.token}` }, data: { articleId: story.articleId, body: 'Too late' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('COMMENTS_CLOSED');
  } finally {
    // Other journeys comment on this story too.
    await commentsRegion(page).getByRole('button', { name: 'Reopen comments' }).click();
    await expect(commentsRegion(page).getByLabel('Join the conversation')).toBeVisible();
  }
});
