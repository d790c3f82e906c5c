import { randomUUID } from 'node:crypto';
import loginHandler from '@/pages/api/auth/login';
import { getServerSideProps as deskHome } from '@/pages/desk/index';
import { getServerSideProps as storyEditor } from '@/pages/desk/stories/[id]';
import { appServices } from '@/lib/server/container';
import { getDb } from '@/lib/server/db/client';
import { authors, categories } from '@/lib/server/db/schema/content';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { post } from '../../helpers/api-call';
import { createEmailUser, tokenSignedInAgo } from '../../helpers/firebase-emulator';
import { callPage } from '../../helpers/page-call';
import { serveRoute } from '../../helpers/route-server';
import { cookieHeader, sessionSetCookie } from '../../helpers/session-cookies';

let login: Awaited<ReturnType<typeof serveRoute>>;
const marker = randomUUID().slice(0, 8);
const authorSlug = `desk-author-${marker}`;
const otherAuthor = `desk-other-${marker}`;
const categorySlug = `desk-news-${marker}`;

/** A member of `type` with a session cookie, as after signing in on the site. */
async function signedIn(type: string): Promise<{ uid: string; cookie: string }> {
  const user = await createEmailUser();
  await (await getDb()).insert(members).values({ uid: user.uid, email: user.email, type });
  const cookie = sessionSetCookie((await post(login.url, { token: await tokenSignedInAgo(user, 10) })).headers)?.value;
  if (!cookie) throw new Error('login set no session cookie');
  return { uid: user.uid, cookie };
}

let editor: { uid: string; cookie: string };
let draftId: number;

beforeAll(async () => {
  [login] = await Promise.all([serveRoute(loginHandler), getDb()]);
  const db = await getDb();
  await db.insert(authors).values([
    { slug: authorSlug, name: 'Mere Tapsell' },
    { slug: otherAuthor, name: 'Tom Mackenzie' },
  ]);
  await db.insert(categories).values({ slug: categorySlug, name: `Desk news ${marker}` });
  editor = await signedIn('editor');
  const stories = appServices().stories;
  draftId = (await stories.createStory(editor.uid, { headline: `Ferry timetable ${marker}`, authorSlugs: [authorSlug], categorySlugs: [categorySlug] })).id;
  await stories.createStory(editor.uid, { headline: `Ferry fares ${marker}`, authorSlugs: [otherAuthor], categorySlugs: [categorySlug] });
  await stories.createStory(editor.uid, { headline: `Budget day ${marker}`, authorSlugs: [authorSlug], categorySlugs: [categorySlug] });
}, 90_000);
afterAll(() => login.close());
beforeEach(() => resetRateLimits());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are read field by field and asserted
const propsOf = (answer: { result: unknown }) => (answer.result as { props: any }).props;
const headlines = (answer: { result: unknown }) => propsOf(answer).page.stories.map((story: { headline: string }) => story.headline);

describe('/desk', () => {
  it('lists stories filtered by the URL: state, words and author', async () => {
    const answer = await callPage(deskHome, { query: { status: 'draft', q: `Ferry`, author: authorSlug }, headers: cookieHeader(editor.cookie) });
    expect(headlines(answer)).toEqual([`Ferry timetable ${marker}`]);
    expect(propsOf(answer).filters).toEqual({ status: 'draft', q: 'Ferry', author: authorSlug });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('filters by category and offers the authors and categories to filter by', async () => {
    const answer = await callPage(deskHome, { query: { category: categorySlug }, headers: cookieHeader(editor.cookie) });
    expect(headlines(answer).sort()).toEqual([`Budget day ${marker}`, `Ferry fares ${marker}`, `Ferry timetable ${marker}`]);
    expect(propsOf(answer).choices.authors).toEqual(expect.arrayContaining([{ slug: authorSlug, name: 'Mere Tapsell' }]));
    expect(propsOf(answer).choices.categories).toEqual(expect.arrayContaining([{ slug: categorySlug, name: `Desk news ${marker}` }]));
  });

  it('a state with no stories lists none; a bad cursor in a hand-edited URL is dropped, the rest still filters', async () => {
    expect(headlines(await callPage(deskHome, { query: { status: 'scheduled', q: marker }, headers: cookieHeader(editor.cookie) }))).toEqual([]);
    const answer = await callPage(deskHome, { query: { q: `Budget day ${marker}`, cursor: 'not-a-cursor' }, headers: cookieHeader(editor.cookie) });
    expect(propsOf(answer).filters).toEqual({ q: `Budget day ${marker}` });
    expect(headlines(answer)).toEqual([`Budget day ${marker}`]);
  });

  it('drops words or slugs with control characters instead of failing', async () => {
    const answer = await callPage(deskHome, { query: { q: 'Ferry\u0000', author: 'a\u0000b', status: 'draft' }, headers: cookieHeader(editor.cookie) });
    expect(propsOf(answer).filters).toEqual({ status: 'draft' });
  });

  it('sends a signed-out visitor to sign in, and answers 404 to a reader', async () => {
    expect((await callPage(deskHome)).result).toEqual({ redirect: { destination: '/sign-in?next=%2F', permanent: false } });
    const reader = await signedIn('standard');
    expect((await callPage(deskHome, { headers: cookieHeader(reader.cookie) })).result).toEqual({ notFound: true });
  });
});

describe('/desk/stories/[id]', () => {
  it('loads the story and the choices for the editor', async () => {
    const answer = await callPage(storyEditor, { params: { id: String(draftId) }, headers: cookieHeader(editor.cookie) });
    const props = propsOf(answer);
    expect(props.story).toMatchObject({ id: draftId, headline: `Ferry timetable ${marker}`, status: 'draft', permissions: { edit: true, publish: true } });
    expect(props.choices.authors.length).toBeGreaterThan(0);
    expect(props.staff.role).toBe('editor');
  });

  it('answers 404 for no such story and for an id that is not one', async () => {
    expect((await callPage(storyEditor, { params: { id: '999999' }, headers: cookieHeader(editor.cookie) })).result).toEqual({ notFound: true });
    expect((await callPage(storyEditor, { params: { id: '12abc' }, headers: cookieHeader(editor.cookie) })).result).toEqual({ notFound: true });
  });

  it('a contributor opens a story but may not publish it', async () => {
    const contributor = await signedIn('contributor');
    const props = propsOf(await callPage(storyEditor, { params: { id: String(draftId) }, headers: cookieHeader(contributor.cookie) }));
    expect(props.story.permissions.publish).toBe(false);
  });
});
