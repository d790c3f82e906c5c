import { ComplimentaryBody, DeskMemberPath } from '@/lib/schemas/member-actions';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Give a member membership without payment until a day; administrators only. */
export default apiRoute({
  POST: route({
    auth: 'required',
    query: DeskMemberPath,
    body: ComplimentaryBody,
    handler: ({ services, caller, query, body }) => services.memberActions.grantComplimentary(caller.uid, query.uid, body),
  }),
});
