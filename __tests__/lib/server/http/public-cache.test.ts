import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { resetSharedContentCache } from '@/lib/server/content/content-cache';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { getServerSideProps as articlePage } from '@/pages/[category]/[date]/[slug]';
import { getServerSideProps as feedPage } from '@/pages/feed';
import { getServerSideProps as homePage } from '@/pages/index';
import { getServerSideProps as profilePage } from '@/pages/profile';
import { callPage } from '../../../helpers/page-call';
import { storySeed } from '../../../helpers/story-seed';

let articleParams: { category: string; date: string; slug: string };

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [storySeed('etag-story', 2), storySeed('other-story', 3)], await seedTaxonomy(db), new Date());
  const home = await callPage(homePage);
  const { lead } = (home.result as { props: { lead: { path: string } } }).props;
  const [, category = '', date = '', slug = ''] = lead.path.split('/');
  articleParams = { category, date, slug };
});
afterEach(() => resetSharedContentCache());

describe('public pages and ETags', () => {
  it('an article is cacheable by a CDN and carries an ETag', async () => {
    const first = await callPage(articlePage, { params: articleParams });
    expect(first.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.ended).toBe(false);
  });

  it('answers 304 with no body, before rendering, when the request holds the current ETag', async () => {
    const { headers } = await callPage(articlePage, { params: articleParams });
    const again = await callPage(articlePage, { params: articleParams, headers: { 'If-None-Match': headers.etag ?? '' } });
    expect({ status: again.status, ended: again.ended, body: again.body }).toEqual({ status: 304, ended: true, body: undefined });
    expect(again.headers.etag).toBe(headers.etag);
  });

  it('renders the page in full for an ETag that no longer matches', async () => {
    const again = await callPage(articlePage, { params: articleParams, headers: { 'If-None-Match': 'W/"an-old-version"' } });
    expect({ status: again.status, ended: again.ended }).toEqual({ status: 200, ended: false });
  });

  it('gives different pages different ETags, and the home page its own', async () => {
    const article = await callPage(articlePage, { params: articleParams });
    const home = await callPage(homePage);
    expect(home.headers.etag).toMatch(/^W\/".+"$/);
    expect(home.headers.etag).not.toBe(article.headers.etag);
  });

  it('keeps a story’s ETag while it is unchanged, and gives it a new one once an edit reaches the page', async () => {
    const first = await callPage(articlePage, { params: articleParams });
    expect((await callPage(articlePage, { params: articleParams })).headers.etag).toBe(first.headers.etag);
    const db = await getDb();
    const [story] = await db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.slug, articleParams.slug));
    try {
      await db.update(articles).set({ title: 'An edited headline' }).where(eq(articles.id, story!.id));
      resetSharedContentCache(); // what a content change does (announceContentChange)
      const edited = await callPage(articlePage, { params: articleParams });
      expect(edited.headers.etag).not.toBe(first.headers.etag);
      const stale = await callPage(articlePage, { params: articleParams, headers: { 'If-None-Match': first.headers.etag ?? '' } });
      expect(stale.status).toBe(200);
    } finally {
      await db.update(articles).set({ title: story!.title }).where(eq(articles.id, story!.id));
    }
  });

  it('answers the feed 304 too, and sends it in full otherwise', async () => {
    const full = await callPage(feedPage);
    expect(full.body).toContain('<rss');
    const again = await callPage(feedPage, { headers: { 'If-None-Match': full.headers.etag ?? '' } });
    expect({ status: again.status, body: again.body }).toEqual({ status: 304, body: undefined });
  });

  it('keeps a page that depends on the reader private, with no ETag', async () => {
    const profile = await callPage(profilePage);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.headers.etag).toBeUndefined();
  });
});

describe('request coalescing', () => {
  it('a burst of 1,000 concurrent requests for one uncached article costs one database query', async () => {
    const db = await getDb();
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const queries = jest.spyOn(client, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 1_000 }, () => callPage(articlePage, { params: articleParams })));
      expect(answers.every((answer) => answer.status === 200 && (answer.result as { props?: unknown }).props)).toBe(true);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });
});
