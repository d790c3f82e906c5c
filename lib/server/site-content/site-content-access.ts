import { canEditSiteContent } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/errors';
import { requireStaff, type StaffMember } from '../staff/staff-access';

/** Editors and administrators only; anyone else (contributor, author, reader) is a 403 and nothing changes. */
export const requireSiteEditor = (db: Db, uid: string): Promise<StaffMember> =>
  requireStaff(db, uid, canEditSiteContent, 'Only editors and administrators can change collections, authors, podcasts, quizzes, TV shows and newsletter lists.');

/** 409 SLUG_TAKEN, with the field it is about so the form can show it there. */
export const slugTaken = (kind: string, slug: string) =>
  new AppError('SLUG_TAKEN', 409, `Another ${kind} already uses the slug "${slug}". Choose a different one.`, { fields: [{ path: 'slug', message: `is already used by another ${kind}` }] });

/**
 * 409 SLUG_TAKEN when another record of the kind holds the slug (`holder`, the id found for it);
 * a record keeping its own slug (`ownId`, when editing) is fine.
 */
export function assertSlugFree(kind: string, slug: string, holder: number | undefined, ownId?: number): void {
  if (holder !== undefined && holder !== ownId) throw slugTaken(kind, slug);
}

/** 400 for a field whose value names something that does not exist (an unknown story, picture or author). */
export const unknownReference = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, `Invalid body: ${path} ${message}`, { fields: [{ path, message }] });

/** Runs a write; a unique violation of the slug (another save racing this one) becomes SLUG_TAKEN. */
export async function slugSafe<T>(kind: string, slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind, slug);
    throw error;
  }
}
