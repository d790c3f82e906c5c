import type { MergeAnonymousAnswer } from '@/lib/schemas/auth';
import { STANDARD_MEMBER_TYPE } from '@/lib/schemas/member-type';
import { firebaseErrorCode, isFirebaseAuthError } from '../auth/firebase-admin';
import { type Caller, verifiedFromDecoded, type VerifiedIdToken } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { moveMemberData } from './merge-anonymous-store';
import { deleteMemberRow, findMemberByEmail, findMemberByUid, insertMember, type MemberRow, releaseMemberEmail, updateMemberRow } from './member-store';
import type { ServiceDeps } from './member-deps';
import { log } from '../observability/logger';

const invalidToken = () => new AppError('ANONYMOUS_TOKEN_INVALID', 400, 'The anonymous session could not be checked.');

/** The anonymous session's token, verified; null once its Firebase user is gone (a replay). */
async function verifyAnonymousToken(deps: ServiceDeps, token: string, callerUid: string): Promise<VerifiedIdToken | null> {
  let anonymous: VerifiedIdToken;
  try {
    anonymous = verifiedFromDecoded(await deps.auth.verifyIdToken(token, true));
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    // A forged token can also fail our own checks (AppError) or not be JSON inside (SyntaxError).
    if (isFirebaseAuthError(error) || error instanceof AppError || error instanceof SyntaxError) throw invalidToken();
    throw error;
  }
  if (anonymous.uid === callerUid) throw new AppError('SAME_ACCOUNT', 400, 'That session is already this account.');
  // A token minted before the user linked a credential still says "anonymous": ask Firebase.
  const user = await deps.auth.getUser(anonymous.uid).catch((error: unknown) => {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user) return null;
  if (!anonymous.isAnonymous || user.providerData.length > 0 || user.email) {
    throw new AppError('NOT_ANONYMOUS', 403, 'Only an anonymous session can be merged into an account.');
  }
  return anonymous;
}

async function freeEmail(db: Db, uid: string, candidates: (string | null | undefined)[]): Promise<string | null> {
  for (const email of candidates) {
    if (!email) continue;
    const holder = await findMemberByEmail(db, email);
    if (!holder || holder.uid === uid) return email;
  }
  return null;
}

/** The caller's member row, created from the anonymous one or filled from it where it is empty. */
async function mergeMemberRows(db: Db, caller: Caller, anonymous: MemberRow, now: Date): Promise<void> {
  if (anonymous.email) await releaseMemberEmail(db, anonymous.uid, anonymous.email, now);
  const target = await findMemberByUid(db, caller.uid, { forUpdate: true });
  const email = await freeEmail(db, caller.uid, [target?.email, caller.email, anonymous.email]);
  if (!target) {
    const { uid: _uid, updatedAt: _updatedAt, ...rest } = anonymous;
    await insertMember(db, { ...rest, uid: caller.uid, email, updatedAt: now });
    return;
  }
  await updateMemberRow(db, caller.uid, {
    email,
    firstName: target.firstName ?? anonymous.firstName,
    lastName: target.lastName ?? anonymous.lastName,
    name: target.name ?? anonymous.name,
    // Only standard is known so far (SPEC §6); any other type was earned and is kept.
    type: target.type !== STANDARD_MEMBER_TYPE ? target.type : anonymous.type,
    stripeCustomerId: target.stripeCustomerId ?? anonymous.stripeCustomerId,
    updatedAt: now,
  });
}

/**
 * POST /api/auth/merge-anonymous: an anonymous reader signed in to an existing account instead
 * of upgrading; everything the anonymous uid owns moves to the account in one transaction, then
 * the anonymous Firebase user is deleted. A replay finds nothing and answers { merged: false }.
 */
export async function mergeAnonymous(deps: ServiceDeps, caller: Caller, anonymousToken: string): Promise<MergeAnonymousAnswer> {
  if (caller.isAnonymous) throw new AppError('ANONYMOUS_CALLER', 403, 'Sign in to your account before merging.');
  const anonymous = await verifyAnonymousToken(deps, anonymousToken, caller.uid);
  if (!anonymous) return { merged: false };
  const merged = await deps.db.transaction(async (tx) => {
    const row = await findMemberByUid(tx, anonymous.uid, { forUpdate: true });
    if (row) await mergeMemberRows(tx, caller, row, deps.now());
    const moved = await moveMemberData(tx, anonymous.uid, caller.uid);
    if (row) await deleteMemberRow(tx, anonymous.uid);
    return row !== undefined || moved > 0;
  });
  try {
    await deps.auth.deleteUser(anonymous.uid);
  } catch (error) {
    // The data has moved; a user left behind owns nothing and a replay deletes it.
    if (firebaseErrorCode(error) !== 'auth/user-not-found') log().warn({ err: error, uid: anonymous.uid }, 'Merge: could not delete the anonymous user');
  }
  return { merged };
}
