import type { z } from 'zod';
import type { AuthorInput, DeskAuthor, DeskAuthorSummary } from '@/lib/schemas/desk-author';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { findShownImage } from '../images/image-store';
import { findAuthorIdBySlug, findAuthorRow, insertAuthor, listAuthorRows, updateAuthor } from './author-store';
import { assertSlugFree, requireSiteEditor, slugSafe, unknownReference } from './site-content-access';

type Input = z.output<typeof AuthorInput>;

export async function listDeskAuthors(db: Db, uid: string): Promise<DeskAuthorSummary[]> {
  await requireSiteEditor(db, uid);
  return listAuthorRows(db);
}

async function authorOrNotFound(db: Db, id: number): Promise<DeskAuthor> {
  const row = await findAuthorRow(db, id);
  if (!row) throw notFound('That author');
  const photo = row.photoImageId === null ? null : ((await findShownImage(db, row.photoImageId)) ?? null);
  return { id: row.id, slug: row.slug, name: row.name, bio: row.bio, photoImageId: row.photoImageId, photo };
}

export async function getDeskAuthor(db: Db, uid: string, id: number): Promise<DeskAuthor> {
  await requireSiteEditor(db, uid);
  return authorOrNotFound(db, id);
}

async function checkInput(db: Db, input: Input, ownId?: number): Promise<void> {
  assertSlugFree('author', input.slug, await findAuthorIdBySlug(db, input.slug), ownId);
  if (input.photoImageId !== null && !(await findShownImage(db, input.photoImageId))) {
    throw unknownReference('photoImageId', `names no picture in the media library (id ${input.photoImageId})`);
  }
}

export async function createDeskAuthor(db: Db, uid: string, input: Input): Promise<DeskAuthor> {
  await requireSiteEditor(db, uid);
  await checkInput(db, input);
  const id = await slugSafe('author', input.slug, () => insertAuthor(db, input));
  await announceContentChange();
  return authorOrNotFound(db, id);
}

/** Changing an author's slug moves their page (/author/{slug}); their stories' addresses do not change. */
export async function updateDeskAuthor(db: Db, uid: string, id: number, input: Input): Promise<DeskAuthor> {
  await requireSiteEditor(db, uid);
  if (!(await findAuthorRow(db, id))) throw notFound('That author');
  await checkInput(db, input, id);
  await slugSafe('author', input.slug, () => updateAuthor(db, id, input));
  await announceContentChange();
  return authorOrNotFound(db, id);
}
