import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** The staff and the pending invites; administrators only. */
export default apiRoute({
  GET: route({
    auth: 'required',
    handler: async ({ caller, services }) => services.staff.listStaff(caller.uid),
  }),
});
