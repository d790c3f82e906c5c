import { DeskComplimentaryPath } from '@/lib/schemas/member-actions';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Revoke a complimentary membership now; administrators only. */
export default apiRoute({
  DELETE: route({
    auth: 'required',
    query: DeskComplimentaryPath,
    handler: ({ services, caller, query }) => services.memberActions.revokeComplimentary(caller.uid, query.uid, query.id),
  }),
});
