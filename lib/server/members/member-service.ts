import type { z } from 'zod';
import type { GetMemberQuery, Member, MemberTypeAnswer, UpdateMemberBody } from '@/lib/schemas/member';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { healMissingMember } from './member-create-service';
import { memberNotFound } from './member-errors';
import { findMemberByEmail, findMemberByUid, fullName, type MemberRow, toMember, updateMemberRow } from './member-store';
import type { ServiceDeps } from './member-deps';

/**
 * A member by uid or email, only the caller's own: another uid, or an email that is neither the
 * caller's sign-in email nor the one on their member row, is a 403. A signed-in reader whose row
 * is missing gets it made now (decision 305); 404 only when none can be.
 */
export async function getMember(deps: ServiceDeps, caller: Caller, query: z.output<typeof GetMemberQuery>): Promise<Member> {
  if ('uid' in query && query.uid !== caller.uid) throw forbidden('You can only look up your own member record.');
  const own = await findMemberByUid(deps.db, caller.uid);
  if ('email' in query) {
    const ownEmail = own?.email?.toLowerCase() ?? null;
    if (query.email !== caller.email && query.email !== ownEmail) throw forbidden('You can only look up your own member record.');
  }
  if (own) return toMember(own);
  const healed = await healMissingMember(deps, caller);
  if (!healed) throw memberNotFound();
  return healed;
}

function namePatch(row: MemberRow, body: z.output<typeof UpdateMemberBody>): Pick<MemberRow, 'firstName' | 'lastName' | 'name'> {
  const firstName = body.firstName === undefined ? row.firstName : body.firstName;
  const lastName = body.lastName === undefined ? row.lastName : body.lastName;
  const namesChanged = firstName !== row.firstName || lastName !== row.lastName;
  const name = body.name !== undefined ? body.name : namesChanged ? fullName(firstName, lastName) : row.name;
  return { firstName, lastName, name };
}

/** Changes the caller's own name fields; the uid comes from the token, never the body. */
export async function updateMember(deps: Pick<ServiceDeps, 'db' | 'now'>, caller: Caller, body: z.output<typeof UpdateMemberBody>): Promise<Member> {
  const row = await findMemberByUid(deps.db, caller.uid);
  if (!row) throw memberNotFound();
  const updated = await updateMemberRow(deps.db, caller.uid, { ...namePatch(row, body), updatedAt: deps.now() });
  if (!updated) throw memberNotFound();
  return toMember(updated);
}

/** SPEC §6: anyone may ask which type of member an email has; the answer is the type and nothing else. */
export async function getMemberType(db: Db, email: string): Promise<MemberTypeAnswer> {
  const row = await findMemberByEmail(db, email);
  return { type: row?.type ?? null };
}
