import { firebaseErrorCode } from '../auth/firebase-admin';
import { isUniqueViolation } from '../db/errors';
import { findMemberByEmail, findMemberByUid, releaseMemberEmail, setMemberEmailIfFree } from './member-store';
import type { ServiceDeps } from './member-deps';

async function firebaseEmailOf(auth: ServiceDeps['auth'], uid: string): Promise<string | null> {
  try {
    return (await auth.getUser(uid)).email?.toLowerCase() ?? null;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

async function firebaseUidWithEmail(auth: ServiceDeps['auth'], email: string): Promise<string | null> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * May `email` go on `uid`'s member row? Firebase decides who owns an email. A caller whose
 * signed-in Firebase account has the email (`ownsInFirebase`) takes it from a member row whose
 * Firebase user does not have it (an anonymous reader who typed it in, or a deleted user);
 * anyone else gets it only if no other member row and no other Firebase account has it.
 */
export async function emailAvailable(deps: Pick<ServiceDeps, 'db' | 'auth' | 'now'>, email: string, uid: string, ownsInFirebase: boolean): Promise<boolean> {
  const holder = await findMemberByEmail(deps.db, email);
  if (holder && holder.uid !== uid) {
    if (!ownsInFirebase || (await firebaseEmailOf(deps.auth, holder.uid)) === email) return false;
    await releaseMemberEmail(deps.db, holder.uid, email, deps.now());
  }
  if (ownsInFirebase) return true;
  const firebaseUid = await firebaseUidWithEmail(deps.auth, email);
  return firebaseUid === null || firebaseUid === uid;
}

/** At sign-in: the member row follows the email of its Firebase account (changed in Firebase). */
export async function syncMemberEmail(deps: ServiceDeps, uid: string, email: string): Promise<void> {
  const row = await findMemberByUid(deps.db, uid);
  if (!row || row.email?.toLowerCase() === email) return;
  if (!(await emailAvailable(deps, email, uid, true))) return;
  try {
    await setMemberEmailIfFree(deps.db, uid, email, deps.now());
  } catch (error) {
    // Another row took the email a moment ago: it keeps it.
    if (!isUniqueViolation(error)) throw error;
  }
}
