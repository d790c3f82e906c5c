import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';
import { idToken } from './payments';

export interface ApiMember {
  email: string;
  name: string;
  token: string;
}

/** A member made without the browser: a Firebase account through the site's emulator pass-through, then its member row. */
export async function apiMember(request: APIRequestContext, firstName: string, lastName = 'Tester'): Promise<ApiMember> {
  const email = uniqueEmail(firstName.toLowerCase());
  const signUp = await request.post('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key', {
    data: { email, password: PASSWORD, returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);
  const token = await idToken(request, email, PASSWORD);
  const created = await request.post('/api/tsom/members', { headers: { Authorization: `Bearer ${token}` }, data: { email, firstName, lastName } });
  expect(created.ok()).toBe(true);
  return { email, name: `${firstName} ${lastName}`, token };
}

/** Posts a comment as `member` through the API; answers its id. */
export async function postComment(request: APIRequestContext, member: ApiMember, articleId: number, body: string, headers: Record<string, string> = {}, parentId?: number) {
  const answer = await request.post('/api/tsom/comments/create', {
    headers: { Authorization: `Bearer ${member.token}`, ...headers },
    data: { articleId, body, ...(parentId ? { parentId } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** What `npm run member:role -- <email> moderator` does, through the journeys' test route (the site holds the database). */
export async function makeModerator(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/test/member-role', { data: { email, type: 'moderator' } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The path and id of the `index`th story on the home page (0 is the lead). */
export async function storyOnHome(page: Page, request: APIRequestContext, index: number): Promise<{ path: string; articleId: number }> {
  await page.goto('/');
  const path = (await page.getByRole('main').getByRole('article').nth(index).getByRole('link').first().getAttribute('href')) ?? '';
  const slug = path.split('/').at(-1) ?? '';
  const answer = await request.post('/api/tsom/comments/list', { data: { slug } });
  expect(answer.status()).toBe(200);
  return { path, articleId: ((await answer.json()) as { data: { articleId: number } }).data.articleId };
}

export const commentsRegion = (page: Page) => page.getByRole('region', { name: /^Comments/ });

/** Opens a story and scrolls to its comments, which load as the reader nears them; answers once the list has loaded. */
export async function openComments(page: Page, path: string) {
  await page.goto(path);
  // The region can be drawn again while the sign-in settles (seen once, detached mid-scroll): scroll to the one that stays.
  await expect(async () => commentsRegion(page).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(commentsRegion(page).getByRole('combobox', { name: 'Sort comments' })).toBeVisible();
  await expect(commentsRegion(page).getByText('Loading comments…')).toHaveCount(0);
}

export const commentBy = (page: Page, name: string, text: string) =>
  commentsRegion(page).getByRole('article', { name: `Comment by ${name}` }).filter({ hasText: text });
