import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** The errors reported most in the last 24 hours, grouped; administrators only. */
export default apiRoute({
  GET: route({
    auth: 'required',
    handler: ({ caller, services }) => services.errorReports.topErrors(caller.uid),
  }),
});
