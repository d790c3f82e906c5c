import { isMemberType, MEMBER_TYPES, type MemberType } from '@/lib/schemas/member-type';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findMemberByEmail, updateMemberRow } from './member-store';

export const unknownMemberType = (type: string) =>
  new AppError('UNKNOWN_MEMBER_TYPE', 400, `"${type}" is not a member type. Use one of: ${MEMBER_TYPES.join(', ')}.`);
export const noMemberWithEmail = (email: string) =>
  new AppError('MEMBER_NOT_FOUND', 404, `No member has the email ${email}. They need to sign up (or sign in once) first.`);

/**
 * Sets a member's type by email (`npm run member:role`): any MEMBER_TYPES value, a staff role,
 * moderator, or `standard` to unmake either.
 */
export async function setMemberType(db: Db, email: string, type: string, now: Date): Promise<{ uid: string; email: string; type: MemberType; previousType: string }> {
  if (!isMemberType(type)) throw unknownMemberType(type);
  const row = await findMemberByEmail(db, email.trim());
  if (!row) throw noMemberWithEmail(email.trim());
  await updateMemberRow(db, row.uid, { type, updatedAt: now });
  return { uid: row.uid, email: row.email ?? email, type, previousType: row.type };
}
