import type { z } from 'zod';
import type { DeskNewsletterList, NewNewsletterList, NewsletterListFields } from '@/lib/schemas/desk-newsletter';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { findNewsletterList, insertNewsletterList, listNewsletterLists, updateNewsletterList } from './newsletter-list-store';
import { requireSiteEditor, slugSafe } from './site-content-access';

const listIdTaken = (listId: string) =>
  new AppError('SLUG_TAKEN', 409, `Another newsletter list already has the list id "${listId}". Choose a different one.`, { fields: [{ path: 'listId', message: 'is already used by another newsletter list' }] });

export async function listDeskNewsletterLists(db: Db, uid: string): Promise<DeskNewsletterList[]> {
  await requireSiteEditor(db, uid);
  return listNewsletterLists(db);
}

export async function getDeskNewsletterList(db: Db, uid: string, listId: string): Promise<DeskNewsletterList> {
  await requireSiteEditor(db, uid);
  const list = await findNewsletterList(db, listId);
  if (!list) throw notFound('That newsletter list');
  return list;
}

/** The listId must be the provider's id for the list (the subscribe sync sends it as is). */
export async function createDeskNewsletterList(db: Db, uid: string, input: z.output<typeof NewNewsletterList>): Promise<DeskNewsletterList> {
  await requireSiteEditor(db, uid);
  const { listId, ...fields } = input;
  if (await findNewsletterList(db, listId)) throw listIdTaken(listId);
  await slugSafe('newsletter list', listId, () => insertNewsletterList(db, listId, fields)).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'SLUG_TAKEN' ? listIdTaken(listId) : error;
  });
  await announceContentChange();
  return (await findNewsletterList(db, listId))!;
}

export async function updateDeskNewsletterList(db: Db, uid: string, listId: string, input: z.output<typeof NewsletterListFields>): Promise<DeskNewsletterList> {
  await requireSiteEditor(db, uid);
  if (!(await findNewsletterList(db, listId))) throw notFound('That newsletter list');
  await updateNewsletterList(db, listId, input);
  await announceContentChange();
  return (await findNewsletterList(db, listId))!;
}
