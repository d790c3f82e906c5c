import { getConfig } from '@/lib/server/config';
import { RenewalDueBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { AppError } from '@/lib/server/http/errors';

export const config = { api: { bodyParser: false } };

// Exists only when ENABLE_TEST_ROUTES=1 and the Auth emulator is in use (the browser journeys):
// a renewal due now, for the failed-renewal journey, without waiting a month (decision 238). It
// moves only the signed-in caller's own subscription and runs that one renewal.
export default apiRoute({
  POST: route({
    body: RenewalDueBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => {
      const config = getConfig();
      if (!config.ENABLE_TEST_ROUTES || !config.FIREBASE_AUTH_EMULATOR_HOST) throw new AppError('NOT_FOUND', 404, 'Not found.');
      return services.payments.renewOwnSubscriptionNow(caller, body);
    },
  }),
});
