import { SandboxCardBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitPaymentCall } from '@/lib/server/http/payment-rate-limit';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';
import { createSandboxCard } from '@/lib/server/payments/sandbox-card-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: SandboxCardBody,
    auth: 'required',
    handler: async ({ body, caller, ip }) => {
      await limitPaymentCall('card', caller.uid, ip);
      return createSandboxCard(await paymentDeps(), body);
    },
  }),
});
