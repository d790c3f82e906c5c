import { SubscribeNewsletterBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { consumeRateLimit } from '@/lib/server/http/rate-limit';

export const config = { api: { bodyParser: false } };

// Every call that mails a confirmation (a visitor's, or a member's whose email Firebase has not
// verified: anyone can sign up with someone else's address) is scarce per client, and scarcer per
// address, so nobody's inbox can be flooded (SPEC §6 lets anyone subscribe).
const ALL = { name: 'newsletters-subscribe', points: 60, durationSeconds: 600 };
const PER_CLIENT = { name: 'newsletters-subscribe-anonymous', points: 20, durationSeconds: 600 };
const PER_EMAIL = { name: 'newsletters-subscribe-email', points: 6, durationSeconds: 3600 };

export default apiRoute({
  POST: route({
    body: SubscribeNewsletterBody,
    auth: 'optional',
    rateLimit: ALL,
    handler: async ({ body, caller, ip, services }) => {
      if (!caller?.emailVerified) {
        await consumeRateLimit(PER_CLIENT, ip);
        await consumeRateLimit(PER_EMAIL, body.email);
      }
      return services.newsletters.subscribeNewsletter(caller, body, ip);
    },
  }),
});
