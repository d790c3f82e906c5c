import type { z } from 'zod';
import type { CancelStaffInviteBody, ChangeStaffRoleBody, StaffInviteAnswer, StaffInviteBody, StaffOverview, StaffRoleAnswer } from '@/lib/schemas/desk-staff';
import { isStaffRole, type StaffRole } from '@/lib/schemas/member-type';
import { canManageStaff } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { recordAudit } from '../audit/audit-store';
import { AppError } from '../http/errors';
import { findMemberByEmail, findMemberByUid } from '../members/member-store';
import { requireStaff, staffOnly } from './staff-access';
import { deleteInvite, listInviteRows, listStaffRows, lockAdministratorUids, setMemberTypeByUid, upsertInvite } from './staff-store';

export interface StaffDeps {
  db: Db;
  now: () => Date;
}

const ADMINISTRATORS_ONLY = 'Only administrators can manage the staff.';
const requireAdministrator = (db: Db, uid: string) => requireStaff(db, uid, canManageStaff, ADMINISTRATORS_ONLY);

export const lastAdministrator = () =>
  new AppError('LAST_ADMINISTRATOR', 409, 'This is the last administrator. Make someone else an administrator first, then change this role.');
const memberNotFound = () => new AppError('MEMBER_NOT_FOUND', 404, 'No member has that id.');
const inviteNotFound = (email: string) => new AppError('INVITE_NOT_FOUND', 404, `There is no pending invite for ${email}.`);

const displayName = (row: { name: string | null; firstName: string | null; lastName: string | null }) =>
  row.name ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || null);

/** GET /api/desk/staff: every staff member and every pending invite. */
export async function listStaff(deps: StaffDeps, callerUid: string): Promise<StaffOverview> {
  await requireAdministrator(deps.db, callerUid);
  const [staffRows, inviteRows] = await Promise.all([listStaffRows(deps.db), listInviteRows(deps.db)]);
  return {
    staff: staffRows.flatMap((row) => (isStaffRole(row.type) ? [{ uid: row.uid, email: row.email, name: displayName(row), role: row.type }] : [])),
    invites: inviteRows.flatMap((row) =>
      isStaffRole(row.role) ? [{ email: row.email, role: row.role, invitedAt: row.createdAt.toISOString(), invitedBy: row.invitedByEmail }] : [],
    ),
  };
}

/**
 * Sets a member's type in one transaction that locks the administrators' rows: the caller must
 * still be one of them, and the last administrator cannot be demoted, even by two calls at once.
 * A change is recorded in the audit log ('member.role') in the same transaction.
 */
async function setRoleGuarded(deps: StaffDeps, callerUid: string, targetUid: string, role: StaffRole | 'standard'): Promise<{ previousRole: string }> {
  return deps.db.transaction(async (tx) => {
    const administrators = await lockAdministratorUids(tx);
    if (!administrators.includes(callerUid)) throw staffOnly(ADMINISTRATORS_ONLY);
    const target = await findMemberByUid(tx, targetUid, { forUpdate: true });
    if (!target) throw memberNotFound();
    if (target.type === 'administrator' && role !== 'administrator' && administrators.length <= 1) throw lastAdministrator();
    if (target.type !== role) {
      await setMemberTypeByUid(tx, targetUid, role, deps.now());
      const actor = await findMemberByUid(tx, callerUid);
      await recordAudit(tx, {
        actor: { uid: callerUid, email: actor?.email ?? null },
        action: 'member.role',
        memberUid: targetUid,
        targetType: 'member',
        targetId: targetUid,
        before: { role: target.type },
        after: { role },
      });
    }
    return { previousRole: target.type };
  });
}

/** POST /api/desk/staff/invites: the member with the email gets the role now; otherwise it waits for their first verified sign-in. */
export async function inviteStaff(deps: StaffDeps, callerUid: string, body: z.output<typeof StaffInviteBody>): Promise<StaffInviteAnswer> {
  await requireAdministrator(deps.db, callerUid);
  const member = await findMemberByEmail(deps.db, body.email);
  if (member) {
    await setRoleGuarded(deps, callerUid, member.uid, body.role);
    // An older invite for the same email would otherwise apply at their next sign-in.
    await deleteInvite(deps.db, body.email);
    return { email: body.email, role: body.role, outcome: 'applied', uid: member.uid };
  }
  await upsertInvite(deps.db, { email: body.email, role: body.role, invitedByUid: callerUid, now: deps.now() });
  return { email: body.email, role: body.role, outcome: 'invited', uid: null };
}

/** DELETE /api/desk/staff/invites */
export async function cancelStaffInvite(deps: StaffDeps, callerUid: string, body: z.output<typeof CancelStaffInviteBody>): Promise<{ email: string; cancelled: true }> {
  await requireAdministrator(deps.db, callerUid);
  if (!(await deleteInvite(deps.db, body.email))) throw inviteNotFound(body.email);
  return { email: body.email, cancelled: true };
}

/** PUT /api/desk/staff/role: a staff role, or `standard` to take the member off the staff. */
export async function changeStaffRole(deps: StaffDeps, callerUid: string, body: z.output<typeof ChangeStaffRoleBody>): Promise<StaffRoleAnswer> {
  await requireAdministrator(deps.db, callerUid);
  const { previousRole } = await setRoleGuarded(deps, callerUid, body.uid, body.role);
  return { uid: body.uid, role: body.role, previousRole };
}
