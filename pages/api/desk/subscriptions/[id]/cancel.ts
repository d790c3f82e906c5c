import { DeskCancelBody, DeskSubscriptionPath } from '@/lib/schemas/member-actions';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Cancel a member's subscription at the period's end or now; administrators only. */
export default apiRoute({
  POST: route({
    auth: 'required',
    query: DeskSubscriptionPath,
    body: DeskCancelBody,
    handler: ({ services, caller, query, body }) => services.memberActions.cancelMemberSubscription(caller.uid, query.id, body),
  }),
});
