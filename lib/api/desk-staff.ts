import type { StaffInviteAnswer, StaffOverview, StaffRoleAnswer } from '@/lib/schemas/desk-staff';
import type { StaffRole } from '@/lib/schemas/member-type';
import { deskCall } from './desk-client';

/** The desk's staff calls (docs/api.md, "Desk: staff"); administrators only. */
export const fetchStaffOverview = () => deskCall<StaffOverview>('GET', '/staff');

export const inviteStaffMember = (email: string, role: StaffRole) => deskCall<StaffInviteAnswer>('POST', '/staff/invites', { body: { email, role } });

export const cancelStaffInvite = (email: string) => deskCall<{ email: string; cancelled: true }>('DELETE', '/staff/invites', { body: { email } });

export const changeStaffRole = (uid: string, role: StaffRole | 'standard') => deskCall<StaffRoleAnswer>('PUT', '/staff/role', { body: { uid, role } });
