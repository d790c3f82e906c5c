import { http, HttpResponse } from 'msw';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { AppError } from '@/lib/server/http/errors';
import type { ContentAnalytics, RelatedQuery } from '@/lib/server/providers/content-analytics/content-analytics';
import { createHttpContentAnalytics } from '@/lib/server/providers/content-analytics/http-content-analytics';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { findNextArticle, type RelatedArticleDeps } from '@/lib/server/content/related-article-service';
import { outsideWorld } from '../../../helpers/msw';

const now = new Date('2026-11-22T00:00:00Z');
const story = (slug: string, daysAgo: number, categorySlugs: string[], tagSlugs: string[]) => ({
  slug,
  title: `Title of ${slug}`,
  standfirst: 'A short standfirst.',
  authorSlug: 'aroha-tane',
  categorySlugs,
  tagSlugs,
  layout: 'standard' as const,
  daysAgo,
  hour: 9,
  bodyHtml: '<p>Safe</p><script>alert(1)</script>',
});

const ids: Record<string, number> = {};
const id = (slug: string) => ids[slug] ?? Number.NaN;

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      story('current', 2, ['politics', 'news'], ['housing']),
      story('related-newest', 1, ['politics'], ['housing', 'auckland']),
      story('related-older', 10, ['news', 'politics'], ['housing']),
      story('related-too-old', 400, ['politics'], ['housing']),
      story('same-category-other-tag', 0, ['politics'], ['rugby']),
      story('other-category-same-tag', 3, ['business'], ['housing']),
    ],
    await seedTaxonomy(db),
    now,
  );
  for (const row of await db.select({ id: articles.id, slug: articles.slug }).from(articles)) ids[row.slug] = row.id;
});

const BASE = 'https://analytics.example.test';
const deps = async (over: Partial<RelatedArticleDeps> = {}): Promise<RelatedArticleDeps> => ({
  db: await getDb(),
  contentAnalytics: null,
  now: () => now,
  maxAgeDays: 999,
  ...over,
});
const nextSlug = async (exclude: string[], over: Partial<RelatedArticleDeps> = {}) =>
  (await findNextArticle(await deps(over), { articleId: id('current'), exclude: exclude.map(id) }))?.slug ?? null;

describe('findNextArticle from the database', () => {
  it('picks the newest article sharing a tag and the category', async () => {
    expect(await nextSlug([])).toBe('related-newest');
  });

  it('goes on newest first, skipping the excluded ones', async () => {
    expect(await nextSlug(['related-newest'])).toBe('related-older');
    expect(await nextSlug(['related-newest', 'related-older'])).toBe('related-too-old');
  });

  it('keeps to the maximum age, then falls back to the latest article not excluded', async () => {
    expect(await nextSlug(['related-newest', 'related-older'], { maxAgeDays: 365 })).toBe('same-category-other-tag');
    expect(await nextSlug(['related-newest', 'related-older', 'same-category-other-tag'], { maxAgeDays: 365 })).toBe('other-category-same-tag');
  });

  it('never answers the current article, and null once everything is shown', async () => {
    expect(await nextSlug(Object.keys(ids).filter((slug) => slug !== 'current'))).toBeNull();
  });

  it('answers the article as its page shows it, sanitised and with its age', async () => {
    const next = await findNextArticle(await deps(), { articleId: id('current'), exclude: [] });
    expect(next).toMatchObject({
      slug: 'related-newest',
      path: expect.stringMatching(/^\/politics\/\d{2}-\d{2}-\d{4}\/related-newest$/),
      bodyHtml: '<p>Safe</p>',
      authors: [{ slug: 'aroha-tane', name: 'Aroha Tāne' }],
      categories: [{ slug: 'politics', name: 'Politics' }],
      age: 'new',
    });
    expect(next?.tags.map((tag) => tag.slug).sort()).toEqual(['auckland', 'housing']);
  });

  it('is a 404 for an unknown article', async () => {
    await expect(findNextArticle(await deps(), { articleId: 999_999, exclude: [] })).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(findNextArticle(await deps(), { articleId: 999_999, exclude: [] })).rejects.toBeInstanceOf(AppError);
  });
});

describe('findNextArticle with the content-analytics service', () => {
  it('takes the first suggestion that is ours and not shown, asking with section and window', async () => {
    const asked: RelatedQuery[] = [];
    const fake: ContentAnalytics = {
      related: async (query) => {
        asked.push(query);
        return [id('current'), 987_654, id('related-newest'), id('other-category-same-tag'), id('related-older')];
      },
    };
    const next = await findNextArticle(await deps({ contentAnalytics: fake, maxAgeDays: 30 }), {
      articleId: id('current'),
      exclude: [id('related-newest')],
      uuid: 'reader-1',
    });
    expect(next?.slug).toBe('other-category-same-tag');
    expect(asked).toEqual([
      { uuid: 'reader-1', exclude: [id('current'), id('related-newest')], pubDateStart: new Date('2026-10-23T00:00:00Z'), section: 'politics' },
    ]);
  });

  it('reads postIds over HTTP, skipping malformed metadata', async () => {
    outsideWorld.use(
      http.get(`${BASE}/related`, () =>
        HttpResponse.json({ data: [{ metadata: '{oops' }, { metadata: '{"title":"no id"}' }, { metadata: JSON.stringify({ postId: id('related-older') }) }] }),
      ),
    );
    const contentAnalytics = createHttpContentAnalytics({ baseUrl: BASE, apiKey: 'k', retryDelayMs: 0 });
    expect(await nextSlug([], { contentAnalytics })).toBe('related-older');
  });

  it('tries 3 times, then falls back to the database and says why', async () => {
    let calls = 0;
    outsideWorld.use(
      http.get(`${BASE}/related`, () => {
        calls++;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const warn = jest.fn();
    const contentAnalytics = createHttpContentAnalytics({ baseUrl: BASE, apiKey: 'k', retryDelayMs: 0 });
    expect(await nextSlug([], { contentAnalytics, warn })).toBe('related-newest');
    expect(calls).toBe(3);
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'Server responded with status 503' }));
  });

  it('uses the database when the service suggests nothing usable', async () => {
    const fake: ContentAnalytics = { related: async () => [id('current'), 424_242] };
    expect(await nextSlug([], { contentAnalytics: fake })).toBe('related-newest');
  });
});

