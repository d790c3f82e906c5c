import { DeskResumeBody, DeskSubscriptionPath } from '@/lib/schemas/member-actions';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** End a pause of a member's subscription now; administrators only. */
export default apiRoute({
  POST: route({
    auth: 'required',
    query: DeskSubscriptionPath,
    body: DeskResumeBody,
    handler: ({ services, caller, query, body }) => services.memberActions.resumeMemberSubscription(caller.uid, query.id, body),
  }),
});
