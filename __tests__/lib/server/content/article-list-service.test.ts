import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles, collectionArticles, collections, tags } from '@/lib/server/db/schema/content';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { findAuthorListing } from '@/lib/server/content/author-list-service';
import { findSectionListing } from '@/lib/server/content/section-list-service';
import { storySeed } from '../../../helpers/story-seed';

const now = new Date('2026-11-22T00:00:00Z');

// sport-01 is the newest of 25 sport stories; sport-25 the oldest.
const sportSlugs = Array.from({ length: 25 }, (_, i) => `sport-${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      ...sportSlugs.map((slug, i) => storySeed(slug, i + 1)),
      // Filed under sport second, later on the same day as sport-03; co-written by someone who is never a main author.
      storySeed('budget-and-the-stadium', 3, { authorSlug: 'james-whitcombe', additionalAuthorSlugs: ['priya-nair'], categorySlugs: ['politics', 'sport'], tagSlugs: ['elections'], hour: 12 }),
      storySeed('politics-only', 2, { authorSlug: 'james-whitcombe', categorySlugs: ['politics'], tagSlugs: ['elections'] }),
    ],
    await seedTaxonomy(db),
    now,
  );
  const ids = new Map(
    (await db.select({ id: articles.id, slug: articles.slug }).from(articles).where(inArray(articles.slug, ['politics-only', 'sport-20', 'sport-02']))).map((r) => [r.slug, r.id]),
  );
  const [collection] = await db.insert(collections).values({ slug: 'big-games', title: 'Big games', description: 'Curated.' }).returning();
  await db.insert(collectionArticles).values(['sport-20', 'politics-only', 'sport-02'].map((slug, position) => ({ collectionId: collection!.id, articleId: ids.get(slug)!, position })));
  // Slugs the schema allows to clash across tables: the category, then the collection, wins.
  await db.insert(tags).values([{ slug: 'sport', name: 'Sport tag' }, { slug: 'big-games', name: 'Big games tag' }]);
});

describe('findSectionListing', () => {
  it('lists a category newest first, including articles filed under it second', async () => {
    const listing = await findSectionListing(await getDb(), 'sport', 1);
    expect(listing).toMatchObject({ kind: 'category', slug: 'sport', title: 'Sport', page: 1, hasMore: true });
    expect(listing?.description).toMatch(/club grounds/);
    expect(listing?.articles.map((a) => a.slug)).toEqual([...sportSlugs.slice(0, 2), 'budget-and-the-stadium', ...sportSlugs.slice(2, 19)]);
    expect(listing?.articles[2]?.path).toMatch(/^\/politics\/\d{2}-\d{2}-\d{4}\/budget-and-the-stadium$/);
  });

  it('pages by 20 and knows where the list ends', async () => {
    const second = await findSectionListing(await getDb(), 'sport', 2);
    expect(second?.articles.map((a) => a.slug)).toEqual(sportSlugs.slice(19));
    expect(second?.hasMore).toBe(false);
    expect(await findSectionListing(await getDb(), 'sport', 3)).toBeNull();
  });

  it('answers an empty first page for a category with no stories yet', async () => {
    expect(await findSectionListing(await getDb(), 'climate', 1)).toMatchObject({ kind: 'category', articles: [], hasMore: false });
    expect(await findSectionListing(await getDb(), 'climate', 2)).toBeNull();
  });

  it('lists a collection in its curated order, ahead of a tag of the same slug', async () => {
    const listing = await findSectionListing(await getDb(), 'big-games', 1);
    expect(listing).toMatchObject({ kind: 'collection', title: 'Big games', hasMore: false });
    expect(listing?.articles.map((a) => a.slug)).toEqual(['sport-20', 'politics-only', 'sport-02']);
  });

  it('lists a tag newest first', async () => {
    const listing = await findSectionListing(await getDb(), 'elections', 1);
    expect(listing).toMatchObject({ kind: 'tag', title: 'Elections', description: '' });
    expect(listing?.articles.map((a) => a.slug)).toEqual(['politics-only', 'budget-and-the-stadium']);
  });

  it('answers null for an unknown slug', async () => {
    expect(await findSectionListing(await getDb(), 'no-such-section', 1)).toBeNull();
  });
});

describe('findAuthorListing', () => {
  it('lists an author with their bio, newest first, including co-written stories', async () => {
    const listing = await findAuthorListing(await getDb(), 'james-whitcombe', 1);
    expect(listing?.author).toEqual({ slug: 'james-whitcombe', name: 'James Whitcombe', bio: expect.stringMatching(/political editor/), photo: null });
    expect(listing?.articles.map((a) => a.slug)).toEqual(['politics-only', 'budget-and-the-stadium']);
  });

  it('lists a story for an author who is only an additional author on it', async () => {
    const listing = await findAuthorListing(await getDb(), 'priya-nair', 1);
    expect(listing?.articles.map((a) => a.slug)).toEqual(['budget-and-the-stadium']);
    expect(listing?.articles[0]?.author.slug).toBe('james-whitcombe');
  });

  it('pages by 20', async () => {
    const first = await findAuthorListing(await getDb(), 'tom-mackenzie', 1);
    expect(first?.articles.map((a) => a.slug)).toEqual(sportSlugs.slice(0, 20));
    expect(first?.hasMore).toBe(true);
    expect((await findAuthorListing(await getDb(), 'tom-mackenzie', 2))?.articles.map((a) => a.slug)).toEqual(sportSlugs.slice(20));
    expect(await findAuthorListing(await getDb(), 'tom-mackenzie', 3)).toBeNull();
  });

  it('answers null for an unknown author', async () => {
    expect(await findAuthorListing(await getDb(), 'nobody', 1)).toBeNull();
  });
});
