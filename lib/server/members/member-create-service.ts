import type { z } from 'zod';
import type { CreateMemberBody, Member } from '@/lib/schemas/member';
import { firebaseErrorCode } from '../auth/firebase-admin';
import type { Caller } from '../auth/verify-id-token';
import { isUniqueViolation } from '../db/errors';
import { forbidden } from '../http/errors';
import { emailAvailable } from './member-email';
import { emailTaken } from './member-errors';
import { fullName } from './member-service';
import { findMemberByUid, insertMember, type MemberNames, type MemberRow, toMember, updateMemberRow } from './member-store';
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
  // The sign-in's /api/auth/login may have come before the row existed: ADMIN_EMAILS and invites apply now.
  const granted = await grantStaffRoleAtSignIn(deps, caller);
  return granted ? { ...member, type: granted } : member;
}
