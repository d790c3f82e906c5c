import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { ArticleMeta } from '@/components/article/ArticleMeta';
import { BookmarksContext } from '@/context/BookmarksProvider';
import type { DeskImage } from '@/lib/images/desk-image';
import { resetSharedContentCache } from '@/lib/server/content/content-cache';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { members } from '@/lib/server/db/schema/members';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import type ArticlePage from '@/pages/[category]/[date]/[slug]';
import { getServerSideProps as articlePage } from '@/pages/[category]/[date]/[slug]';
import Home, { getServerSideProps as homePage } from '@/pages/index';
import { bearer } from '../../helpers/api-call';
import { serveDeskImageRoutes } from '../../helpers/desk-image-routes';
import { createEmailUser, type EmailUser } from '../../helpers/firebase-emulator';
import { callPage } from '../../helpers/page-call';
import { storySeed } from '../../helpers/story-seed';

jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) }));

type Server = Awaited<ReturnType<typeof serveDeskImageRoutes>>['list'];
let list: Server;
let one: Server;
let media: Server;
let editor: EmailUser;

const bookmarks = { status: 'ready' as const, isBookmarked: () => false, setBookmarked: jest.fn(async () => true) };
const html = (node: ReactNode) => new JSDOM(renderToStaticMarkup(<BookmarksContext.Provider value={bookmarks}>{node}</BookmarksContext.Provider>)).window.document;

beforeAll(async () => {
  editor = await createEmailUser();
  const db = await getDb();
  await db.insert(members).values({ uid: editor.uid, email: editor.email, type: 'editor' });
  await insertArticles(db, [storySeed('harbour-story', 1)], await seedTaxonomy(db), new Date());
  ({ list, one, media } = await serveDeskImageRoutes());
});
afterAll(() => Promise.all([list.close(), one.close(), media.close()]));
afterEach(() => resetSharedContentCache());

test('a picture uploaded, found and described in the desk is what readers see, in files the site serves', async () => {
  // Upload as the media page does: raw bytes, the name URI-encoded in X-File-Name.
  const bytes = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  const uploaded = await fetch(list.url, {
    method: 'POST',
    headers: { ...bearer(editor.idToken), 'Content-Type': 'image/jpeg', 'X-File-Name': encodeURIComponent('Waitematā dawn.jpg') },
    body: new Uint8Array(bytes),
  });
  expect(uploaded.status).toBe(201);
  const image = ((await uploaded.json()) as { data: DeskImage }).data;
  expect(image).toMatchObject({ originalName: 'Waitematā dawn.jpg', width: 1500, height: 1000, alt: '' });

  const found = await fetch(`${list.url}?q=${encodeURIComponent('Waitematā')}`, { headers: bearer(editor.idToken) });
  expect(((await found.json()) as { data: { images: DeskImage[] } }).data.images.map((shown) => shown.id)).toEqual([image.id]);

  const patched = await fetch(`${one.url}/${image.id}`, {
    method: 'PATCH',
    headers: { ...bearer(editor.idToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ alt: 'Ferry crossing the harbour at dawn', caption: 'The first sailing.', credit: 'Photo: Mere Tai' }),
  });
  expect(patched.status).toBe(200);

  // The story editor sets the feature image; here the row is set directly (the story API is another part's).
  await (await getDb()).update(articles).set({ featureImageId: image.id }).where(eq(articles.slug, 'harbour-story'));

  const { result } = await callPage(homePage);
  const props = (result as { props: Parameters<typeof Home>[0] }).props;
  const home = html(<Home {...props} />);
  const card = home.querySelector('article img');
  expect(card).toHaveAttribute('width', '1500');
  expect(card).toHaveAttribute('loading', 'eager');
  const sources = [...home.querySelectorAll('article picture source')].map((source) => source.getAttribute('srcset') ?? '');
  // Every URL the page offers is a file the site serves.
  const urls = [card?.getAttribute('src') ?? '', ...(card?.getAttribute('srcset') ?? '').split(', '), ...sources.flatMap((set) => set.split(', '))].map((entry) => entry.split(' ')[0] ?? '');
  expect(urls.length).toBeGreaterThan(3);
  for (const url of new Set(urls)) {
    const file = await fetch(`${media.url}${url.replace(/^\/media/, '')}`);
    expect({ url, status: file.status }).toEqual({ url, status: 200 });
  }

  const [, category = '', date = '', slug = ''] = props.lead!.path.split('/');
  const { result: page } = await callPage(articlePage, { params: { category, date, slug } });
  const { article, head } = (page as { props: Parameters<typeof ArticlePage>[0] }).props;
  expect(article.featureImage).toMatchObject({ alt: 'Ferry crossing the harbour at dawn', caption: 'The first sailing.', credit: 'Photo: Mere Tai' });
  const meta = html(<ArticleMeta head={head} />);
  const ogImage = meta.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
  expect(meta.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Ferry crossing the harbour at dawn');
  expect((await fetch(`${media.url}${new URL(ogImage).pathname.replace(/^\/media/, '')}`)).headers.get('content-type')).toBe('image/jpeg');
});
