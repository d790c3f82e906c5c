import { DeleteMemberBody } from '@/lib/schemas/profile';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { deleteMember } from '@/lib/server/members/member-deletion-service';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: DeleteMemberBody,
    auth: 'required',
    handler: async ({ caller, req, res }) => deleteMember({ payments: await paymentDeps(), auth: adminAuth() }, caller, sessionCookieJar(req, res)),
  }),
});
