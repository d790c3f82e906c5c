import type { CollectionInput, HomeCollectionsInput } from '@/lib/schemas/desk-collection';
import { type DeskCollection, type DeskCollectionStory, type DeskCollectionSummary } from '@/lib/schemas/desk-collection';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { announceContentChange } from '../content/content-changes';
import { notFound } from '../http/errors';
import {
  collectionStories,
  deleteCollectionRow,
  existingArticleIds,
  existingCollectionIds,
  findCollectionIdBySlug,
  findCollectionRow,
  insertCollection,
  listCollectionRows,
  searchPublishedByHeadline,
  setHomeOrder,
  updateCollection,
} from './collection-store';
import { assertSlugFree, requireSiteEditor, slugSafe, unknownReference } from './site-content-access';

type Input = z.output<typeof CollectionInput>;

export const STORY_SEARCH_LIMIT = 20;

export async function listDeskCollections(db: Db, uid: string): Promise<DeskCollectionSummary[]> {
  await requireSiteEditor(db, uid);
  return listCollectionRows(db);
}

async function collectionOrNotFound(db: Db, id: number): Promise<DeskCollection> {
  const row = await findCollectionRow(db, id);
  if (!row) throw notFound('That collection');
  return { id: row.id, slug: row.slug, title: row.title, description: row.description, homePosition: row.homePosition, stories: await collectionStories(db, id) };
}

export async function getDeskCollection(db: Db, uid: string, id: number): Promise<DeskCollection> {
  await requireSiteEditor(db, uid);
  return collectionOrNotFound(db, id);
}

async function checkInput(db: Db, input: Input, ownId?: number): Promise<void> {
  assertSlugFree('collection', input.slug, await findCollectionIdBySlug(db, input.slug), ownId);
  const known = await existingArticleIds(db, input.articleIds);
  const unknown = input.articleIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw unknownReference(`articleIds.${unknown}`, `names no story (id ${input.articleIds[unknown]})`);
}

export async function createDeskCollection(db: Db, uid: string, input: Input): Promise<DeskCollection> {
  await requireSiteEditor(db, uid);
  await checkInput(db, input);
  const { articleIds, ...fields } = input;
  const id = await slugSafe('collection', input.slug, () => insertCollection(db, fields, articleIds));
  // A new collection is not on the home page, but its page at /{slug} is new to readers.
  await announceContentChange();
  return collectionOrNotFound(db, id);
}

export async function updateDeskCollection(db: Db, uid: string, id: number, input: Input): Promise<DeskCollection> {
  await requireSiteEditor(db, uid);
  if (!(await findCollectionRow(db, id))) throw notFound('That collection');
  await checkInput(db, input, id);
  const { articleIds, ...fields } = input;
  await slugSafe('collection', input.slug, () => updateCollection(db, id, fields, articleIds));
  await announceContentChange();
  return collectionOrNotFound(db, id);
}

export async function deleteDeskCollection(db: Db, uid: string, id: number): Promise<{ deleted: true }> {
  await requireSiteEditor(db, uid);
  if (!(await findCollectionRow(db, id))) throw notFound('That collection');
  await deleteCollectionRow(db, id);
  await announceContentChange();
  return { deleted: true };
}

/** Sets which collections the home page shows, in order; answers every collection as the list shows them. */
export async function setHomeCollections(db: Db, uid: string, input: z.output<typeof HomeCollectionsInput>): Promise<DeskCollectionSummary[]> {
  await requireSiteEditor(db, uid);
  const known = await existingCollectionIds(db, input.collectionIds);
  const unknown = input.collectionIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw unknownReference(`collectionIds.${unknown}`, `names no collection (id ${input.collectionIds[unknown]})`);
  await setHomeOrder(db, input.collectionIds);
  await announceContentChange();
  return listCollectionRows(db);
}

/** Published stories by headline, to add to a collection. */
export async function searchStoriesForCollection(db: Db, uid: string, words: string): Promise<DeskCollectionStory[]> {
  await requireSiteEditor(db, uid);
  return searchPublishedByHeadline(db, words, STORY_SEARCH_LIMIT);
}
