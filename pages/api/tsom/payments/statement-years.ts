import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    auth: 'required',
    handler: ({ caller, services }) => services.receipts.listStatementYears(caller),
  }),
});
