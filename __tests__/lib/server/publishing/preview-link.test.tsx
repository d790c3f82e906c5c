import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { getConfig } from '@/lib/server/config';
import { articles, authors } from '@/lib/server/db/schema/content';
import { members } from '@/lib/server/db/schema/members';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { createPreviewTokens, DEVELOPMENT_PREVIEW_SECRET } from '@/lib/server/publishing/preview-token';
import handler from '@/pages/api/desk/stories/[id]/preview-link';
import PreviewPage, { getServerSideProps as previewPage } from '@/pages/preview/[token]';
import { bearer, expectRefused, post } from '../../../helpers/api-call';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { callPage } from '../../../helpers/page-call';
import { serveRoute } from '../../../helpers/route-server';
import { storySeed } from '../../../helpers/story-seed';

let server: Awaited<ReturnType<typeof serveRoute>>;
let draftId = 0;
let othersDraftId = 0;
const users: Record<'reader' | 'contributor' | 'bylinedAuthor' | 'editor', EmailUser> = {} as never;

beforeAll(async () => {
  const db = await getDb();
  for (const [name, type] of [['reader', 'standard'], ['contributor', 'contributor'], ['bylinedAuthor', 'author'], ['editor', 'editor']] as const) {
    users[name] = await createEmailUser();
    await db.insert(members).values({ uid: users[name].uid, email: users[name].email, type });
  }
  await insertArticles(
    db,
    [
      storySeed('secret-budget-draft', 0, { title: 'Budget leaks before the speech', bodyHtml: '<p>Treasury papers show a surplus nobody expected.</p>' }),
      storySeed('someone-elses-draft', 1, { authorSlug: 'priya-nair' }),
    ],
    await seedTaxonomy(db),
    new Date(),
  );
  const idOf = async (slug: string) => (await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)))[0]!.id;
  draftId = await idOf('secret-budget-draft');
  othersDraftId = await idOf('someone-elses-draft');
  // The contributor started the first draft; the author is the member behind the second's byline.
  await db.update(articles).set({ status: 'draft', createdByUid: users.contributor.uid }).where(eq(articles.id, draftId));
  await db.update(articles).set({ status: 'draft' }).where(eq(articles.id, othersDraftId));
  await db.update(authors).set({ memberUid: users.bylinedAuthor.uid }).where(eq(authors.slug, 'priya-nair'));
  server = await serveRoute(handler);
});
afterAll(() => server.close());

const askLink = (storyId: number | string, user?: EmailUser) => post(`${server.url}/?id=${storyId}`, {}, bearer(user?.idToken));
const tokenOf = (url: string) => url.split('/preview/')[1]!;

test('staff who may edit the story get a signed link that expires in 48 hours', async () => {
  const before = Date.now();
  for (const [user, storyId] of [[users.contributor, draftId], [users.bylinedAuthor, othersDraftId], [users.editor, draftId], [users.editor, othersDraftId]] as const) {
    const res = await askLink(storyId, user);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.data.url).toMatch(new RegExp(`^${getConfig().SITE_URL.replace(/\/$/, '')}/preview/${storyId}\\.\\d+\\.[\\w-]{43}$`));
    const hours = (Date.parse(res.json.data.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.99);
    expect(hours).toBeLessThanOrEqual(48.01);
  }
});

test('readers, visitors and staff who may not edit the story get no link', async () => {
  expectRefused(await askLink(draftId), 401, 'AUTH_REQUIRED');
  expectRefused(await askLink(draftId, users.reader), 403, 'STAFF_ONLY');
  expectRefused(await askLink(othersDraftId, users.contributor), 403, 'FORBIDDEN');
  expectRefused(await askLink(draftId, users.bylinedAuthor), 403, 'FORBIDDEN');
  expectRefused(await askLink(999_999, users.editor), 404, 'NOT_FOUND');
  expectRefused(await askLink('abc', users.editor), 400, 'VALIDATION_FAILED');
});

test('the link shows the draft as its article page would, never cached or indexed', async () => {
  const token = tokenOf((await askLink(draftId, users.contributor)).json.data.url);
  const answer = await callPage(previewPage, { params: { token } });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex');
  const props = (answer.result as { props: Parameters<typeof PreviewPage>[0] }).props;
  expect(props).toMatchObject({ kind: 'story', status: 'draft', article: { id: draftId, title: 'Budget leaks before the speech' } });
  const html = renderToStaticMarkup(<PreviewPage {...props} />);
  expect(html).toContain('<h1');
  expect(html).toContain('Budget leaks before the speech');
  expect(html).toContain('Treasury papers show a surplus nobody expected.');
  expect(html).toMatch(/Preview.*draft story/);
});

test('an expired, altered or made-up token is a 404 that says to ask for a new link', async () => {
  const token = tokenOf((await askLink(draftId, users.editor)).json.data.url);
  const [id, expiry, mac] = token.split('.') as [string, string, string];
  const expired = createPreviewTokens(DEVELOPMENT_PREVIEW_SECRET, () => new Date()).sign({ storyId: draftId, expiresAt: new Date(Date.now() - 1_000) });
  for (const bad of [expired, `${othersDraftId}.${expiry}.${mac}`, `${id}.${Number(expiry) + 1}.${mac}`, 'made-up']) {
    const answer = await callPage(previewPage, { params: { token: bad } });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const props = (answer.result as { props: Parameters<typeof PreviewPage>[0] }).props;
    expect(props).toEqual({ kind: 'invalid' });
    expect(renderToStaticMarkup(<PreviewPage {...props} />)).toMatch(/expired or is wrong.*Ask whoever sent it to you for a new one/s);
  }
});
