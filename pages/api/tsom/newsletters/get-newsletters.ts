import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { getMemberNewsletters } from '@/lib/server/newsletters/newsletter-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    auth: 'required',
    handler: async ({ caller }) => getMemberNewsletters(await getDb(), caller),
  }),
});
