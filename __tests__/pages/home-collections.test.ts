import { getServerSideProps } from '@/pages/index';
import { eq } from 'drizzle-orm';
import { appServices } from '@/lib/server/container';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import type { HomeContent } from '@/lib/server/content/cached-content';
import { HOME_COLLECTION_COUNT } from '@/lib/server/content/cached-content';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { callPage } from '../helpers/page-call';
import { memberOfType } from '../helpers/staff-members';
import { storySeed } from '../helpers/story-seed';

const homeProps = async () => ((await callPage(getServerSideProps)).result as { props: HomeContent }).props;
const titles = (stories: { title: string }[]) => stories.map((s) => s.title);

let editorUid: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = await getDb();
  const seeds = Array.from({ length: 14 }, (_, i) => storySeed(`story-${i + 1}`, i + 1));
  await insertArticles(db, seeds, await seedTaxonomy(db), new Date());
  for (const row of await db.select({ id: articles.id, slug: articles.slug }).from(articles)) ids[row.slug] = row.id;
  editorUid = (await memberOfType('editor')).uid;
});

describe('the home page’s collections', () => {
  it('shows the desk’s home collections in its order, each with its first few published stories, and follows a reorder at once', async () => {
    const desk = appServices().siteContent;
    const elections = await desk.createDeskCollection(editorUid, { title: 'Election 2026', slug: 'election-2026', description: '', articleIds: [12, 3, 7, 1, 9, 5].map((n) => ids[`story-${n}`]!) });
    const kauri = await desk.createDeskCollection(editorUid, { title: 'Kauri', slug: 'kauri', description: '', articleIds: [ids['story-14']!] });
    await desk.createDeskCollection(editorUid, { title: 'Not on home', slug: 'not-on-home', description: '', articleIds: [ids['story-2']!] });

    expect((await homeProps()).collections).toEqual([]);

    await desk.setHomeCollections(editorUid, { collectionIds: [elections.id, kauri.id] });
    const home = await homeProps();
    expect(home.collections.map((c) => c.title)).toEqual(['Election 2026', 'Kauri']);
    // The collection's own order, not by date, and only its first few.
    expect(titles(home.collections[0]!.stories)).toEqual([12, 3, 7, 1].slice(0, HOME_COLLECTION_COUNT).map((n) => `Title of story-${n}`));
    expect(home.collections[0]!.slug).toBe('election-2026');
    // Today's top stories stay first.
    expect(home.lead?.title).toBe('Title of story-1');

    await desk.setHomeCollections(editorUid, { collectionIds: [kauri.id, elections.id] });
    expect((await homeProps()).collections.map((c) => c.title)).toEqual(['Kauri', 'Election 2026']);

    await desk.setHomeCollections(editorUid, { collectionIds: [elections.id] });
    expect((await homeProps()).collections.map((c) => c.title)).toEqual(['Election 2026']);
  });

  it('leaves out stories readers cannot see, and a collection with none left', async () => {
    const desk = appServices().siteContent;
    const drafts = await desk.createDeskCollection(editorUid, { title: 'Drafts only', slug: 'drafts-only', description: '', articleIds: [ids['story-13']!] });
    const mixed = await desk.createDeskCollection(editorUid, { title: 'Mixed', slug: 'mixed', description: '', articleIds: [ids['story-11']!, ids['story-10']!] });
    const db = await getDb();
    await db.update(articles).set({ status: 'draft' }).where(eq(articles.id, ids['story-13']!));
    await db.update(articles).set({ status: 'unpublished' }).where(eq(articles.id, ids['story-11']!));
    await desk.setHomeCollections(editorUid, { collectionIds: [drafts.id, mixed.id] });
    const home = await homeProps();
    expect(home.collections.map((c) => c.title)).toEqual(['Mixed']);
    expect(titles(home.collections[0]!.stories)).toEqual(['Title of story-10']);
  });
});
