import { MergeAnonymousBody } from '@/lib/schemas/auth';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { mergeAnonymous } from '@/lib/server/members/merge-anonymous-service';
import { serviceDeps } from '@/lib/server/members/member-deps';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: MergeAnonymousBody,
    auth: 'required',
    rateLimit: { name: 'auth-merge', points: 10, durationSeconds: 60 },
    handler: async ({ body, caller }) => mergeAnonymous(await serviceDeps(), caller, body.anonymousToken),
  }),
});
