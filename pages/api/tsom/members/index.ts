import { CreateMemberBody } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { consumeRateLimit } from '@/lib/server/http/rate-limit';

export const config = { api: { bodyParser: false } };

// Every sign-in makes sure its member exists, so readers behind one office address share a roomy
// limit; without a token the call creates a Firebase account (SPEC §6 lets anyone), so that is scarce.
const SIGNED_IN = { name: 'members-create', points: 60, durationSeconds: 600 };
const WITHOUT_TOKEN = { name: 'members-create-anonymous', points: 10, durationSeconds: 600 };

export default apiRoute({
  POST: route({
    body: CreateMemberBody,
    auth: 'optional',
    rateLimit: SIGNED_IN,
    handler: async ({ body, caller, ip, services }) => {
      if (!caller) await consumeRateLimit(WITHOUT_TOKEN, ip);
      return services.members.createMember(caller, body);
    },
  }),
});
