import { eq } from 'drizzle-orm';
import { displayDate, isoInNz, urlDate } from '@/lib/dates/nz-time';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { findArticleByPath, listLatestArticles } from '@/lib/server/content/article-service';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';

const now = new Date('2026-11-22T00:00:00Z');
const story = (slug: string, daysAgo: number, body = '<p>Body text.</p>') => ({
  slug,
  title: `Title of ${slug}`,
  standfirst: 'A short standfirst.',
  authorSlug: 'aroha-tane',
  additionalAuthorSlugs: ['james-whitcombe'],
  categorySlugs: ['politics', 'news'],
  tagSlugs: ['housing', 'auckland'],
  layout: 'feature' as const,
  daysAgo,
  hour: 9,
  bodyHtml: body,
});

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [story('older-story', 10), story('newest-story', 1, '<p>Safe</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>'), story('middle-story', 5)],
    await seedTaxonomy(db),
    now,
  );
});

describe('listLatestArticles', () => {
  it('lists newest first with the canonical path', async () => {
    const list = await listLatestArticles(await getDb(), { limit: 10 });
    expect(list.map((a) => a.slug)).toEqual(['newest-story', 'middle-story', 'older-story']);
    expect(list[0]?.path).toMatch(/^\/politics\/\d{2}-\d{2}-\d{4}\/newest-story$/);
    expect(list[0]?.author.name).toBe('Aroha Tāne');
  });

  it('pages with limit and offset', async () => {
    expect((await listLatestArticles(await getDb(), { limit: 1, offset: 1 })).map((a) => a.slug)).toEqual(['middle-story']);
  });
});

describe('findArticleByPath', () => {
  const date = async (slug: string) => {
    const [row] = await (await getDb()).select({ at: articles.publishedAt }).from(articles).where(eq(articles.slug, slug));
    return urlDate(row!.at);
  };

  it('finds an article with its bylines, categories and tags', async () => {
    const found = await findArticleByPath(await getDb(), { category: 'politics', date: await date('middle-story'), slug: 'middle-story' });
    expect(found.kind).toBe('found');
    if (found.kind !== 'found') return;
    expect(found.article.authors.map((a) => a.slug)).toEqual(['aroha-tane', 'james-whitcombe']);
    expect(found.article.categories.map((c) => c.slug)).toEqual(['politics', 'news']);
    expect(found.article.tags.map((t) => t.slug).sort()).toEqual(['auckland', 'housing']);
    expect(found.article.layouts).toEqual(['feature']);
    // The byline's date, written on the server in New Zealand time.
    expect(found.article.published).toEqual({ iso: isoInNz(found.article.publishedAt), text: displayDate(found.article.publishedAt) });
  });

  it('answers the canonical path for a wrong category or date', async () => {
    const canonical = `/politics/${await date('middle-story')}/middle-story`;
    expect(await findArticleByPath(await getDb(), { category: 'news', date: await date('middle-story'), slug: 'middle-story' })).toEqual({ kind: 'moved', path: canonical });
    expect(await findArticleByPath(await getDb(), { category: 'politics', date: '01-01-2000', slug: 'middle-story' })).toEqual({ kind: 'moved', path: canonical });
  });

  it('answers missing for an unknown slug', async () => {
    expect(await findArticleByPath(await getDb(), { category: 'politics', date: '01-01-2000', slug: 'no-such-story' })).toEqual({ kind: 'missing' });
  });

  it('strips scripts and script URLs from the body', async () => {
    const found = await findArticleByPath(await getDb(), { category: 'politics', date: await date('newest-story'), slug: 'newest-story' });
    if (found.kind !== 'found') throw new Error('expected the article');
    expect(found.article.bodyHtml).toContain('<p>Safe</p>');
    expect(found.article.bodyHtml).not.toMatch(/script|javascript:/i);
  });
});
