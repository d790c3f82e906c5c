import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/errors';
import { insertMemberIfMissing } from '../members/member-store';

/**
 * Bookmarks and the watch list belong to a reader with an account: an anonymous Firebase user
 * (made for a visitor's donation) is asked to sign in first, as the browser already does.
 */
export function libraryOwner(caller: Caller): Caller {
  if (caller.isAnonymous) throw new AppError('ANONYMOUS_CALLER', 403, 'Sign in to your account to keep bookmarks and a watch list.');
  return caller;
}

/**
 * The rows hang on a member row, which a reader who signed in but never finished creating a
 * member may lack: a bare one is made (without the email when another member holds it).
 */
export async function ensureMemberRow(db: Db, caller: Caller): Promise<void> {
  try {
    await insertMemberIfMissing(db, caller.uid, caller.email);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await insertMemberIfMissing(db, caller.uid, null);
  }
}
