import { z } from 'zod';
import { Email } from './member';
import { STAFF_ROLES, STANDARD_MEMBER_TYPE } from './member-type';
import { text } from './text';

const StaffRoleField = z.enum(STAFF_ROLES, { error: `must be one of: ${STAFF_ROLES.join(', ')}` });

/** POST /api/desk/staff/invites: a role for an email; a member who has it gets the role at once. */
export const StaffInviteBody = z.object({ email: Email, role: StaffRoleField }).strict();
export type StaffInviteBody = z.input<typeof StaffInviteBody>;

/** DELETE /api/desk/staff/invites */
export const CancelStaffInviteBody = z.object({ email: Email }).strict();
export type CancelStaffInviteBody = z.input<typeof CancelStaffInviteBody>;

/** The roles PUT /api/desk/staff/role accepts: a staff role, or `standard` to take someone off the staff. */
export const ASSIGNABLE_ROLES = [...STAFF_ROLES, STANDARD_MEMBER_TYPE] as const;

/** PUT /api/desk/staff/role */
export const ChangeStaffRoleBody = z
  .object({
    uid: text().trim().min(1, 'must not be empty').max(128),
    role: z.enum(ASSIGNABLE_ROLES, { error: `must be one of: ${ASSIGNABLE_ROLES.join(', ')}` }),
  })
  .strict();
export type ChangeStaffRoleBody = z.input<typeof ChangeStaffRoleBody>;

export const StaffListEntry = z.object({ uid: z.string(), email: z.string().nullable(), name: z.string().nullable(), role: z.enum(STAFF_ROLES) });
export type StaffListEntry = z.infer<typeof StaffListEntry>;

export const PendingStaffInvite = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** ISO 8601. */
  invitedAt: z.string(),
  /** The inviting administrator's email, or null when their account is gone. */
  invitedBy: z.string().nullable(),
});
export type PendingStaffInvite = z.infer<typeof PendingStaffInvite>;

/** GET /api/desk/staff */
export const StaffOverview = z.object({ staff: z.array(StaffListEntry), invites: z.array(PendingStaffInvite) });
export type StaffOverview = z.infer<typeof StaffOverview>;

/** POST /api/desk/staff/invites: `applied` when a member had the email (their role changed now), `invited` otherwise. */
export const StaffInviteAnswer = z.object({ email: z.string(), role: z.enum(STAFF_ROLES), outcome: z.enum(['applied', 'invited']), uid: z.string().nullable() });
export type StaffInviteAnswer = z.infer<typeof StaffInviteAnswer>;

/** PUT /api/desk/staff/role */
export const StaffRoleAnswer = z.object({ uid: z.string(), role: z.enum(ASSIGNABLE_ROLES), previousRole: z.string() });
export type StaffRoleAnswer = z.infer<typeof StaffRoleAnswer>;
