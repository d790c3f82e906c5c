import { ChangeStaffRoleBody } from '@/lib/schemas/desk-staff';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Change a member's role, or take them off the staff (`standard`); administrators only. */
export default apiRoute({
  PUT: route({
    body: ChangeStaffRoleBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.staff.changeStaffRole(caller.uid, body),
  }),
});
