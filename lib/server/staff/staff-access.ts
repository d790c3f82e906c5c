import { isStaff } from '@/lib/staff/staff-permissions';
import type { StaffRole } from '@/lib/schemas/member-type';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findMemberByUid } from '../members/member-store';

/** The signed-in staff member a desk call acts as. */
export interface StaffMember {
  uid: string;
  role: StaffRole;
  email: string | null;
  name: string | null;
}

export const staffOnly = (message = 'Only newsroom staff can do this.') => new AppError('STAFF_ONLY', 403, message);

/**
 * The caller as a staff member, read from the database on every call (a role taken away works at
 * once); a reader, or a role `allowed` refuses, is a 403 and nothing else happens.
 */
export async function requireStaff(db: Db, uid: string, allowed: (role: StaffRole) => boolean = () => true, message?: string): Promise<StaffMember> {
  const row = await findMemberByUid(db, uid);
  if (!row || !isStaff(row.type) || !allowed(row.type)) throw staffOnly(message);
  return { uid: row.uid, role: row.type, email: row.email, name: row.name };
}
