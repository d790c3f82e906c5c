import { within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { urlDate } from '@/lib/dates/nz-time';
import { BookmarksContext } from '@/context/BookmarksProvider';
import { ArticleBody } from '@/components/article/ArticleBody';
import { resetSharedContentCache } from '@/lib/server/content/content-cache';
import { getDb } from '@/lib/server/db/client';
import { articles, authors } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import type ArticlePage from '@/pages/[category]/[date]/[slug]';
import { getServerSideProps as articlePage } from '@/pages/[category]/[date]/[slug]';
import nextArticleRoute from '@/pages/api/articles/next';
import type { NextArticle } from '@/lib/server/content/related-article-service';
import { get } from '../helpers/api-call';
import { callPage } from '../helpers/page-call';
import { serveRoute } from '../helpers/route-server';
import { storySeed } from '../helpers/story-seed';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) }));

const bookmarks = { status: 'ready' as const, isBookmarked: () => false, setBookmarked: jest.fn(async () => true) };
// The database needs Node's environment, so the server's HTML is read with jsdom by hand.
const html = (node: ReactNode) => new JSDOM(renderToStaticMarkup(<BookmarksContext.Provider value={bookmarks}>{node}</BookmarksContext.Provider>)).window.document;

const portrait = { storageKey: 'p0rtra1t00aa', format: 'jpeg', width: 800, height: 1000, bytes: 1000, widths: [320, 640, 800], alt: 'Tom Mackenzie at the ground', caption: '', credit: '' };
const ferry = { storageKey: 'f3rry0000cc', format: 'jpeg', width: 2000, height: 1333, bytes: 1000, widths: [320, 640, 960, 1280, 1920], alt: 'The ferry at dawn', caption: '', credit: '' };

const ids: Record<string, number> = {};
const paths: Record<string, { category: string; date: string; slug: string }> = {};

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      // Tom Mackenzie has a photo; Aroha Tāne, the second byline, has none.
      storySeed('two-bylines', 2, { additionalAuthorSlugs: ['aroha-tane'] }),
      storySeed('related-with-picture', 1, { title: 'The related story' }),
      storySeed('no-photo', 3, { authorSlug: 'aroha-tane' }),
      storySeed('photo-second', 4, { authorSlug: 'aroha-tane', additionalAuthorSlugs: ['tom-mackenzie'] }),
    ],
    await seedTaxonomy(db),
    new Date(),
  );
  const [portraitRow, ferryRow] = await db.insert(images).values([portrait, ferry]).returning({ id: images.id });
  await db.update(authors).set({ photoImageId: portraitRow!.id }).where(eq(authors.slug, 'tom-mackenzie'));
  await db.update(articles).set({ featureImageId: ferryRow!.id }).where(eq(articles.slug, 'related-with-picture'));
  for (const row of await db.select({ id: articles.id, slug: articles.slug, publishedAt: articles.publishedAt }).from(articles)) {
    ids[row.slug] = row.id;
    paths[row.slug] = { category: 'sport', date: urlDate(row.publishedAt), slug: row.slug };
  }
});
afterEach(() => resetSharedContentCache());

async function articleDoc(slug: string) {
  const { result } = await callPage(articlePage, { params: paths[slug]! });
  const { article, age } = (result as { props: Parameters<typeof ArticlePage>[0] }).props;
  return html(<ArticleBody article={article} age={age} />);
}

describe('the article byline', () => {
  it('puts an author’s round photo inside the link to their page, named by their name alone', async () => {
    const doc = await articleDoc('two-bylines');
    const link = within(doc.body).getByRole('link', { name: 'Tom Mackenzie' });
    expect(link).toHaveAttribute('href', '/author/tom-mackenzie');
    const img = link.querySelector('img');
    // Decorative beside the name (decision 167): the link is named once, by the name.
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', '/media/p0rtra1t00aa/800.jpg');
    expect(img?.getAttribute('srcset')).toContain('/media/p0rtra1t00aa/320.jpg 320w');
    // Its box is known before the file arrives (width, height and the CSS's 2rem square), so nothing moves.
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('sizes'), img?.getAttribute('loading')]).toEqual(['800', '1000', '2rem', 'lazy']);
    expect(link.querySelectorAll('source')).toHaveLength(2);
  });

  it('keeps an author without a photo as today: a link with the name and no picture', async () => {
    const doc = await articleDoc('two-bylines');
    const link = within(doc.body).getByRole('link', { name: 'Aroha Tāne' });
    expect(link).toHaveAttribute('href', '/author/aroha-tane');
    expect(link.querySelector('picture, img')).toBeNull();
    expect(within(doc.body).getByText(/^By /)).toHaveTextContent(/^By Tom Mackenzie and Aroha Tāne · /);
  });

  it('shows no picture at all in the byline of a story whose only author has none', async () => {
    const doc = await articleDoc('no-photo');
    const byline = within(doc.body).getByText(/^By /);
    expect(byline.querySelector('img')).toBeNull();
    expect(within(byline).getByRole('link', { name: 'Aroha Tāne' })).toHaveAttribute('href', '/author/aroha-tane');
  });

  it('shows the photo of an additional author too', async () => {
    const doc = await articleDoc('photo-second');
    expect(within(doc.body).getByRole('link', { name: 'Aroha Tāne' }).querySelector('img')).toBeNull();
    expect(within(doc.body).getByRole('link', { name: 'Tom Mackenzie' }).querySelector('img')).toHaveAttribute('src', '/media/p0rtra1t00aa/800.jpg');
  });
});

describe('the related story under an article', () => {
  let server: Awaited<ReturnType<typeof serveRoute>>;
  beforeAll(async () => {
    server = await serveRoute(nextArticleRoute);
  });
  afterAll(() => server.close());
  beforeEach(() => resetRateLimits());

  it('comes with its picture, shown lazily with its size, and its byline’s photos', async () => {
    const res = await get(`${server.url}/?after=${ids['two-bylines']}`);
    expect(res.status).toBe(200);
    const related = res.json.data as NextArticle;
    expect(related.slug).toBe('related-with-picture');
    // As NextArticles renders a story it adds below the page's own.
    const doc = html(<ArticleBody article={related} age={related.age} headingLevel={2} />);
    const picture = doc.querySelector('article figure img');
    expect(picture).toHaveAttribute('alt', 'The ferry at dawn');
    expect([picture?.getAttribute('loading'), picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['lazy', '2000', '1333']);
    expect(within(doc.body).getByRole('link', { name: 'Tom Mackenzie' }).querySelector('img')).toHaveAttribute('src', '/media/p0rtra1t00aa/800.jpg');
  });
});
