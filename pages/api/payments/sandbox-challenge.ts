import { SandboxChallengeBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// The sandbox's stand-in for the card's bank: no sign-in (a renewal's link is opened from an
// email), the intent's client secret is what lets an answer in (decision 230).
export default apiRoute({
  POST: route({
    body: SandboxChallengeBody,
    rateLimit: { name: 'sandbox-challenge', points: 60, durationSeconds: 600 },
    handler: async ({ body, services }) => services.payments.answerSandboxChallenge(body),
  }),
});
