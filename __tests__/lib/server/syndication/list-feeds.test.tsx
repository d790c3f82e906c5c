import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Parser from 'rss-parser';
import { getDb } from '@/lib/server/db/client';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { getServerSideProps as authorFeed } from '@/pages/author/[slug]/feed';
import AuthorPage, { getServerSideProps as authorPage } from '@/pages/author/[slug]';
import { getServerSideProps as sectionFeed } from '@/pages/[category]/feed';
import SectionPage, { getServerSideProps as sectionPage } from '@/pages/[category]/index';
import { callPage } from '../../../helpers/page-call';
import { storySeed } from '../../../helpers/story-seed';

// next/head only collects tags inside a Next app; rendering its children in place shows what the page gives it.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) }));

const parser = new Parser();

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      storySeed('rugby-final', 1, { title: 'Rugby final', categorySlugs: ['sport'], tagSlugs: ['rugby'], authorSlug: 'tom-mackenzie' }),
      storySeed('budget-day', 2, { title: 'Budget day', categorySlugs: ['politics'], tagSlugs: ['housing'], authorSlug: 'aroha-tane', additionalAuthorSlugs: ['tom-mackenzie'] }),
      storySeed('housing-plan', 3, { title: 'Housing plan', categorySlugs: ['politics'], tagSlugs: ['housing'], authorSlug: 'aroha-tane' }),
    ],
    await seedTaxonomy(db),
    new Date(),
  );
});

async function feedOf(page: Parameters<typeof callPage>[0], params: Record<string, string>) {
  const answer = await callPage(page, { params });
  expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return parser.parseString(answer.body!);
}

describe('GET /{category or tag}/feed and /author/{slug}/feed', () => {
  it('lists only the category’s stories, newest first, and links to the category page', async () => {
    const feed = await feedOf(sectionFeed, { category: 'politics' });
    expect(feed.title).toMatch(/^Politics \| /);
    expect(feed.link).toMatch(/\/politics$/);
    expect(feed.items.map((item) => item.title)).toEqual(['Budget day', 'Housing plan']);
  });

  it('lists a tag’s stories at the tag’s address', async () => {
    const feed = await feedOf(sectionFeed, { category: 'housing' });
    expect(feed.items.map((item) => item.title)).toEqual(['Budget day', 'Housing plan']);
    expect((await feedOf(sectionFeed, { category: 'rugby' })).items.map((item) => item.title)).toEqual(['Rugby final']);
  });

  it('lists the stories an author wrote or co-wrote', async () => {
    const feed = await feedOf(authorFeed, { slug: 'tom-mackenzie' });
    expect(feed.title).toMatch(/^Tom Mackenzie \| /);
    expect(feed.items.map((item) => item.title)).toEqual(['Rugby final', 'Budget day']);
  });

  it('answers 404 for a slug that is no category, tag or author', async () => {
    expect((await callPage(sectionFeed, { params: { category: 'no-such-section' } })).result).toEqual({ notFound: true });
    expect((await callPage(authorFeed, { params: { slug: 'no-such-author' } })).result).toEqual({ notFound: true });
  });
});

const head = (node: ReactNode) => new JSDOM(renderToStaticMarkup(<>{node}</>)).window.document;
type Props<P> = { props: P };

describe('the pages name their feeds', () => {
  it('a category page and a tag page link their own feed as rel=alternate RSS', async () => {
    for (const slug of ['politics', 'housing']) {
      const { result } = await callPage(sectionPage, { params: { category: slug } });
      const doc = head(<SectionPage {...(result as Props<Parameters<typeof SectionPage>[0]>).props} />);
      const link = doc.querySelector(`link[rel="alternate"][href="/${slug}/feed"]`);
      expect(link).toHaveAttribute('type', 'application/rss+xml');
    }
  });

  it('an author page links the author’s feed', async () => {
    const { result } = await callPage(authorPage, { params: { slug: 'aroha-tane' } });
    const doc = head(<AuthorPage {...(result as Props<Parameters<typeof AuthorPage>[0]>).props} />);
    expect(doc.querySelector('link[rel="alternate"][href="/author/aroha-tane/feed"]')).toHaveAttribute('type', 'application/rss+xml');
  });
});
