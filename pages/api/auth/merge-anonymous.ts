import { MergeAnonymousBody } from '@/lib/schemas/auth';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: MergeAnonymousBody,
    auth: 'required',
    rateLimit: { name: 'auth-merge', points: 10, durationSeconds: 60 },
    handler: async ({ body, caller, services }) => services.members.mergeAnonymous(caller, body.anonymousToken),
  }),
});
