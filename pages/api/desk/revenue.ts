import { RevenueRangeQuery } from '@/lib/schemas/desk-revenue';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** The revenue figures for a range of New Zealand months; administrators only. */
export default apiRoute({
  GET: route({
    query: RevenueRangeQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.revenue.report(caller.uid, query),
  }),
});
