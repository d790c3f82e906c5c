import { StatementBody } from '@/lib/schemas/receipts';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: StatementBody,
    auth: 'required',
    handler: ({ body, caller, services }) => services.receipts.getStatement(caller, { kind: body.period, year: body.year }),
  }),
});
