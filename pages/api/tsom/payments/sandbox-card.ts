import { createHash } from 'node:crypto';
import { SandboxCardBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitedPaymentCall } from '@/lib/server/http/payment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: SandboxCardBody,
    auth: 'required',
    handler: async ({ body, caller, ip, services }) => {
      // The number names the card for its limit, hashed: whatever was typed is never kept whole.
      const card = createHash('sha256').update(body.number.replace(/\s+/g, '')).digest('hex');
      return limitedPaymentCall('card', { uid: caller.uid, ip, card }, () => services.payments.createSandboxCard(body));
    },
  }),
});
