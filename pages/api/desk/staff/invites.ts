import { CancelStaffInviteBody, StaffInviteBody } from '@/lib/schemas/desk-staff';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Invite an email to a staff role, or cancel a pending invite; administrators only. */
export default apiRoute({
  POST: route({
    body: StaffInviteBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.staff.inviteStaff(caller.uid, body),
  }),
  DELETE: route({
    body: CancelStaffInviteBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.staff.cancelStaffInvite(caller.uid, body),
  }),
});
