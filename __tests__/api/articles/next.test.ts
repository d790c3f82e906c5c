import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import handler from '@/pages/api/articles/next';
import { get } from '../../helpers/api-call';
import { serveRoute } from '../../helpers/route-server';

const story = (slug: string, daysAgo: number, tagSlugs: string[]) => ({
  slug,
  title: `Title of ${slug}`,
  standfirst: 'A short standfirst.',
  authorSlug: 'aroha-tane',
  additionalAuthorSlugs: ['james-whitcombe'],
  categorySlugs: ['climate'],
  tagSlugs,
  layout: 'standard' as const,
  daysAgo,
  hour: 9,
  bodyHtml: '<p>Body.</p><img src=x onerror=alert(1)>',
});

let server: Awaited<ReturnType<typeof serveRoute>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [story('first', 3, ['weather']), story('second', 5, ['weather']), story('third', 1, ['oceans'])], await seedTaxonomy(db), new Date());
  for (const row of await db.select({ id: articles.id, slug: articles.slug }).from(articles)) ids[row.slug] = row.id;
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const next = (query: string) => get(`${server.url}/?${query}`);

describe('GET /api/articles/next', () => {
  it('answers the related article as the page renders it, cacheable by a CDN', async () => {
    const res = await next(`after=${ids.first}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600');
    expect(res.json.data).toMatchObject({
      id: ids.second,
      title: 'Title of second',
      path: expect.stringMatching(/^\/climate\/\d{2}-\d{2}-\d{4}\/second$/),
      bodyHtml: '<p>Body.</p>',
      authors: [{ slug: 'aroha-tane' }, { slug: 'james-whitcombe' }],
      categories: [{ slug: 'climate', name: 'Climate' }],
      tags: [{ slug: 'weather', name: 'Weather' }],
      publishedAt: expect.any(String),
      age: 'new',
    });
  });

  it('skips the excluded articles', async () => {
    expect((await next(`after=${ids.first}&exclude=${ids.second}`)).json.data.slug).toBe('third');
    expect((await next(`after=${ids.first}&exclude=${ids.second},${ids.third}`)).json.data).toBeNull();
  });

  it.each([
    ['no after', ''],
    ['an after that is not an id', 'after=abc'],
    ['a negative after', 'after=-1'],
    ['exclude with a word in it', 'after=1&exclude=1,two'],
    ['more than 20 excluded ids', `after=1&exclude=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`],
    ['a repeated after', 'after=1&after=2'],
    ['an unknown parameter', 'after=1&uuid=x'],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await next(query);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('accepts 20 excluded ids', async () => {
    expect((await next(`after=${ids.first}&exclude=${Array.from({ length: 20 }, (_, i) => i + 1000).join(',')}`)).status).toBe(200);
  });

  it('refuses ids past a Postgres integer with 400, not a database error', async () => {
    expect((await next('after=2147483648')).json.error.code).toBe('VALIDATION_FAILED');
    expect((await next('after=1&exclude=9999999999')).json.error.code).toBe('VALIDATION_FAILED');
    expect((await next('after=2147483647')).json.error.code).toBe('NOT_FOUND');
  });

  it('is a 404 for an unknown article and a 405 for a POST', async () => {
    expect((await next('after=999999')).json.error.code).toBe('NOT_FOUND');
    expect((await fetch(`${server.url}/?after=1`, { method: 'POST' })).status).toBe(405);
  });
});
