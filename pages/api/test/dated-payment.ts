import { z } from 'zod';
import { PaymentRequest } from '@/lib/schemas/payments';
import { text } from '@/lib/schemas/text';
import { getConfig } from '@/lib/server/config';
import { appServices } from '@/lib/server/container';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { AppError } from '@/lib/server/http/errors';

export const config = { api: { bodyParser: false } };

/** A payment request as POST /api/tsom/payments takes it, and the instant it is to be made at. */
const DatedPaymentBody = z
  .object({
    at: text().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/, 'must be a UTC time, e.g. 2026-03-31T10:59:00Z'),
    payment: PaymentRequest,
  })
  .strict();

// Exists only when ENABLE_TEST_ROUTES=1 and the Auth emulator is in use (the browser journeys): a
// sandbox payment made through the payment service as if at `at`, so a journey can give in past
// tax years (the statements journey). It is the real payment path with a fixed clock; a site on the
// emulator trusts unsigned tokens anyway, so this gives nobody more than that.
export default apiRoute({
  POST: route({
    body: DatedPaymentBody,
    auth: 'required',
    handler: async ({ body, caller }) => {
      const config = getConfig();
      if (!config.ENABLE_TEST_ROUTES || !config.FIREBASE_AUTH_EMULATOR_HOST) throw new AppError('NOT_FOUND', 404, 'Not found.');
      const at = new Date(body.at);
      return appServices(() => at).payments.createPayment(caller, body.payment);
    },
  }),
});
