import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BookmarksContext } from '@/context/BookmarksProvider';
import { getConfig } from '@/lib/server/config';
import { resetSharedContentCache } from '@/lib/server/content/content-cache';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { ArticleMeta } from '@/components/article/ArticleMeta';
import { ArticleBody } from '@/components/article/ArticleBody';
import type ArticlePage from '@/pages/[category]/[date]/[slug]';
import { getServerSideProps as articlePage } from '@/pages/[category]/[date]/[slug]';
import CategoryPage, { getServerSideProps as categoryPage } from '@/pages/[category]/index';
import Home, { getServerSideProps as homePage } from '@/pages/index';
import { callPage } from '../helpers/page-call';
import { storySeed } from '../helpers/story-seed';

// next/head only collects tags inside a Next app; rendering its children in place shows what the page gives it.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) }));

const bookmarks = { status: 'ready' as const, isBookmarked: () => false, setBookmarked: jest.fn(async () => true) };
// The database needs Node's environment, so the server's HTML is read with jsdom by hand.
const html = (node: ReactNode) => new JSDOM(renderToStaticMarkup(<BookmarksContext.Provider value={bookmarks}>{node}</BookmarksContext.Provider>)).window.document;
const FOLLOWING = 4; // Node.DOCUMENT_POSITION_FOLLOWING

const ferry = { storageKey: 'f3rry0000aa', format: 'jpeg', width: 2000, height: 1333, bytes: 1000, widths: [320, 640, 960, 1280, 1920], alt: 'The ferry at dawn', caption: 'Leaving Devonport.', credit: 'Photo: Mere Tai' };
const kea = { ...ferry, storageKey: 'k3a0000bb', alt: 'A kea on a car roof', caption: '', credit: '' };

let articleParams: { category: string; date: string; slug: string };

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [storySeed('newest-with-picture', 1), storySeed('older-with-picture', 2), storySeed('no-picture', 3, { title: 'Plain story' })],
    await seedTaxonomy(db),
    new Date(),
  );
  const [ferryRow, keaRow] = await db.insert(images).values([ferry, kea]).returning({ id: images.id });
  await db.update(articles).set({ featureImageId: ferryRow!.id, seoTitle: 'Ferries: the SEO title', seoDescription: 'The SEO description.' }).where(eq(articles.slug, 'newest-with-picture'));
  await db.update(articles).set({ featureImageId: keaRow!.id }).where(eq(articles.slug, 'older-with-picture'));
});
afterEach(() => resetSharedContentCache());

type Props<P> = { props: P };

describe('home page pictures', () => {
  it('shows each card’s picture, the lead’s fetched eagerly and the rest lazily, and no picture box for a story without one', async () => {
    const { result } = await callPage(homePage);
    const doc = html(<Home {...(result as Props<Parameters<typeof Home>[0]>).props} />);
    const lead = doc.querySelector('article img');
    expect(lead).toHaveAttribute('src', '/media/f3rry0000aa/960.jpg');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    const kiaImgs = [...doc.querySelectorAll('img[src^="/media/k3a0000bb/"]')];
    expect(kiaImgs.length).toBeGreaterThan(0);
    expect(kiaImgs.every((img) => img.getAttribute('loading') === 'lazy' && img.getAttribute('width') === '2000' && img.getAttribute('height') === '1333')).toBe(true);
    const plainCards = [...doc.querySelectorAll('article')].filter((card) => card.textContent?.includes('Plain story'));
    expect(plainCards.length).toBeGreaterThan(0);
    expect(plainCards.every((card) => card.querySelector('picture') === null)).toBe(true);
  });

  it('hides the card picture’s duplicate link from assistive technology and the tab order', async () => {
    const { result } = await callPage(homePage);
    const doc = html(<Home {...(result as Props<Parameters<typeof Home>[0]>).props} />);
    const pictureLink = doc.querySelector('article a[aria-hidden="true"]');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
    expect(pictureLink?.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('category page pictures', () => {
  it('shows the first card’s picture eagerly and later ones lazily', async () => {
    const { result } = await callPage(categoryPage, { params: { category: 'sport' } });
    const props = (result as Props<Parameters<typeof CategoryPage>[0]>).props;
    const doc = html(<CategoryPage {...props} />);
    const pictures = [...doc.querySelectorAll('article img')];
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
      ['/media/f3rry0000aa/960.jpg', 'eager'],
      ['/media/k3a0000bb/960.jpg', 'lazy'],
    ]);
  });
});

describe('article page pictures and sharing', () => {
  beforeAll(async () => {
    const { result } = await callPage(homePage);
    const { lead } = (result as Props<{ lead: { path: string } }>).props;
    const [, category = '', date = '', slug = ''] = lead.path.split('/');
    articleParams = { category, date, slug };
  });

  it('puts the feature picture above the body as a figure with caption and credit, fetched eagerly', async () => {
    const { result } = await callPage(articlePage, { params: articleParams });
    const { article, age } = (result as Props<Parameters<typeof ArticlePage>[0]>).props;
    const doc = html(<ArticleBody article={article} age={age} />);
    const figure = doc.querySelector('article figure');
    expect(figure?.querySelector('img')).toHaveAttribute('alt', 'The ferry at dawn');
    expect(figure?.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(figure?.querySelector('figcaption')).toHaveTextContent('Leaving Devonport.Photo: Mere Tai');
    // The picture comes before the body's text.
    expect(figure?.compareDocumentPosition(doc.querySelector('article div')!)).toBe(FOLLOWING);
  });

  it('gives og:image (which the large card reads) and the JSON-LD image as an absolute ~1200 px JPEG with its size, and uses the SEO title', async () => {
    const { result } = await callPage(articlePage, { params: articleParams });
    const { head } = (result as Props<Parameters<typeof ArticlePage>[0]>).props;
    const doc = html(<ArticleMeta head={head} />);
    const url = new URL('/media/f3rry0000aa/1280.jpg', getConfig().SITE_URL).href;
    const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect([meta('og:image'), meta('og:image:width'), meta('og:image:height'), meta('og:image:alt')]).toEqual([url, '1280', '853', 'The ferry at dawn']);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect([meta('og:title'), meta('og:description')]).toEqual(['Ferries: the SEO title', 'The SEO description.']);
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { image: unknown };
    expect(jsonLd.image).toEqual([{ '@type': 'ImageObject', url, width: 1280, height: 853 }]);
  });

  it('keeps the small card and no og:image for a story without a picture', async () => {
    const { result: home } = await callPage(homePage);
    const plain = (home as Props<{ latest: { title: string; path: string }[] }>).props.latest.find((story) => story.title === 'Plain story');
    const [, category = '', date = '', slug = ''] = plain!.path.split('/');
    const { result } = await callPage(articlePage, { params: { category, date, slug } });
    const { head } = (result as Props<Parameters<typeof ArticlePage>[0]>).props;
    const doc = html(<ArticleMeta head={head} />);
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(doc.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Plain story');
  });
});

