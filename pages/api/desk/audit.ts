import { AuditQuery } from '@/lib/schemas/desk-audit';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** The audit log, newest first, 50 a page (`before` = the previous page's nextCursor); administrators only. */
export default apiRoute({
  GET: route({
    auth: 'required',
    query: AuditQuery,
    handler: ({ services, caller, query }) => services.memberActions.listAudit(caller.uid, query),
  }),
});
