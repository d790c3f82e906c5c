import { DeskPauseBody, DeskSubscriptionPath } from '@/lib/schemas/member-actions';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Pause a member's monthly subscription until a day (null: skip the next payment); administrators only. */
export default apiRoute({
  POST: route({
    auth: 'required',
    query: DeskSubscriptionPath,
    body: DeskPauseBody,
    handler: ({ services, caller, query, body }) => services.memberActions.pauseMemberSubscription(caller.uid, query.id, body),
  }),
});
