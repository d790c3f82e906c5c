import type { z } from 'zod';
import { CreateMemberBody, type Member } from '@/lib/schemas/member';
import { firebaseErrorCode } from '../auth/firebase-admin';
import type { Caller } from '../auth/verify-id-token';
import { isUniqueViolation } from '../db/errors';
import { AppError, forbidden } from '../http/errors';
import { claimGuestGifts } from './guest-gift-claim';
import { emailAvailable } from './member-email';
import { emailTaken } from './member-errors';
import { findMemberByUid, fullName, insertMember, type MemberNames, type MemberRow, toMember, updateMemberRow } from './member-store';
import type { ServiceDeps } from './member-deps';
import { grantStaffRoleAtSignIn } from '../staff/staff-grants';

type CreateMemberInput = z.output<typeof CreateMemberBody>;

const namesOf = (body: CreateMemberInput): MemberNames => ({
  firstName: body.firstName ?? null,
  lastName: body.lastName ?? null,
  name: body.name ?? fullName(body.firstName, body.lastName),
});

/** A replay: fills what the row is missing and overwrites nothing. */
async function fillMember(deps: ServiceDeps, row: MemberRow, names: MemberNames, email: string | null): Promise<MemberRow> {
  const patch: Partial<MemberRow> = {};
  for (const field of ['firstName', 'lastName', 'name'] as const) {
    if (row[field] === null && names[field] !== null) patch[field] = names[field];
  }
  if (row.email === null && email !== null) patch.email = email;
  if (Object.keys(patch).length === 0) return row;
  try {
    return (await updateMemberRow(deps.db, row.uid, { ...patch, updatedAt: deps.now() })) ?? row;
  } catch (error) {
    if (!isUniqueViolation(error) || patch.email === undefined) throw error;
    // The email went to another member meanwhile: fill the names only.
    delete patch.email;
    return (await updateMemberRow(deps.db, row.uid, { ...patch, updatedAt: deps.now() })) ?? row;
  }
}

/** The member row for a signed-in caller (anonymous or not): created once, filled on a replay. */
async function createForCaller(deps: ServiceDeps, caller: Caller, body: CreateMemberInput): Promise<Member> {
  const ownsInFirebase = !caller.isAnonymous && caller.email !== null;
  if (ownsInFirebase && body.email !== caller.email) throw forbidden('Use the email you signed in with.');
  const names = namesOf(body);
  const free = await emailAvailable(deps, body.email, caller.uid, ownsInFirebase);
  const existing = await findMemberByUid(deps.db, caller.uid);
  if (existing) return toMember(await fillMember(deps, existing, names, free ? body.email : null));
  if (!free) throw emailTaken();
  try {
    return toMember(await insertMember(deps.db, { uid: caller.uid, email: body.email, ...names }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent create for the same uid won: this is a replay of it.
    const raced = await findMemberByUid(deps.db, caller.uid);
    if (!raced) throw emailTaken();
    return toMember(await fillMember(deps, raced, names, null));
  }
}

/**
 * No token: a Firebase account without a password (its owner claims it later by email link or
 * password reset) and its member row. Refused when a member or an account already has the email.
 */
async function createWithAccount(deps: ServiceDeps, body: CreateMemberInput): Promise<Member> {
  if (!(await emailAvailable(deps, body.email, '', false))) throw emailTaken();
  const names = namesOf(body);
  let uid: string;
  try {
    uid = (await deps.auth.createUser({ email: body.email, ...(names.name ? { displayName: names.name } : {}) })).uid;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/email-already-exists') throw emailTaken();
    throw error;
  }
  try {
    return toMember(await insertMember(deps.db, { uid, email: body.email, ...names }));
  } catch (error) {
    // Leave no account without its member behind.
    await deps.auth.deleteUser(uid).catch(() => undefined);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** POST /api/tsom/members: the uid is the verified caller's, or a new Firebase account's. */
export async function createMember(deps: ServiceDeps, caller: Caller | null, body: CreateMemberInput): Promise<Member> {
  if (!caller) return createWithAccount(deps, body);
  const member = await createForCaller(deps, caller, body);
  // The row exists now, so the gifts a guest made under this email can come to it (decision 317).
  await claimGuestGifts(deps, caller);
  // The sign-in's /api/auth/login may have come before the row existed: ADMIN_EMAILS and invites apply now.
  const granted = await grantStaffRoleAtSignIn(deps, caller);
  return granted ? { ...member, type: granted } : member;
}

/** The names on the Firebase account, as a create call's body would carry them; only the email when they do not pass its checks. */
async function bodyFromFirebase(deps: ServiceDeps, uid: string, email: string): Promise<CreateMemberInput> {
  const displayName = await deps.auth.getUser(uid).then(
    (user) => user.displayName?.trim() ?? '',
    () => '',
  );
  const [firstName, ...rest] = displayName.split(/\s+/).filter(Boolean);
  const named = CreateMemberBody.safeParse({ email, firstName, lastName: rest.join(' ') || undefined, name: displayName || undefined });
  return named.success ? named.data : CreateMemberBody.parse({ email });
}

/**
 * The caller's member row, made now if a signed-in reader with an email has none (their sign-up's
 * create call failed midway, decision 305): at sign-in and on the member calls that need it, so
 * no reader stays signed in without a member. Null when none can be made: an anonymous user, an
 * account without an email, or an email another member holds.
 */
export async function healMissingMember(deps: ServiceDeps, caller: Caller): Promise<Member | null> {
  if (caller.isAnonymous || !caller.email) return null;
  const existing = await findMemberByUid(deps.db, caller.uid);
  // A row without a name (made at a sign-in before the sign-up had set it) takes the account's.
  if (existing && existing.name !== null) return toMember(existing);
  try {
    return await createMember(deps, caller, await bodyFromFirebase(deps, caller.uid, caller.email));
  } catch (error) {
    if (error instanceof AppError && (error.code === 'EMAIL_TAKEN' || error.status === 403)) return null;
    throw error;
  }
}
