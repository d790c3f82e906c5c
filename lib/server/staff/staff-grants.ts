import { STAFF_ROLES, isStaffRole, type StaffRole } from '@/lib/schemas/member-type';
import type { Db } from '../db/client';
import { findMemberByUid } from '../members/member-store';
import { deleteInvite, findInvite, setMemberTypeByUid } from './staff-store';

/** Who signed in, as their verified ID token says. */
export interface SignedInAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

export interface StaffGrantDeps {
  db: Db;
  now: () => Date;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails?: ReadonlySet<string>;
}

/** -1 for a reader or moderator, so any staff role ranks above them. */
const rankOf = (type: string) => (STAFF_ROLES as readonly string[]).indexOf(type);

/**
 * At sign-in (and when the member row is first made): ADMIN_EMAILS makes an administrator, a
 * pending invite gives its role and is used up. Only a verified email counts, or anyone could sign
 * up with the editor-in-chief's address. Only ever promotes (decision 147): a member already above
 * the role keeps theirs, and an email taken off ADMIN_EMAILS demotes nobody.
 */
export async function grantStaffRoleAtSignIn(deps: StaffGrantDeps, account: SignedInAccount): Promise<StaffRole | null> {
  if (account.isAnonymous || !account.emailVerified || !account.email) return null;
  const email = account.email.toLowerCase();
  const row = await findMemberByUid(deps.db, account.uid);
  if (!row) return null;
  const invite = await findInvite(deps.db, email);
  const granted = deps.adminEmails?.has(email) ? 'administrator' : invite?.role;
  if (invite) await deleteInvite(deps.db, email);
  if (!isStaffRole(granted) || rankOf(granted) <= rankOf(row.type)) return null;
  await setMemberTypeByUid(deps.db, row.uid, granted, deps.now());
  return granted;
}
