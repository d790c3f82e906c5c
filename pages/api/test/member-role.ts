import { z } from 'zod';
import { getConfig } from '@/lib/server/config';
import { text } from '@/lib/schemas/text';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { AppError } from '@/lib/server/http/errors';

export const config = { api: { bodyParser: false } };

const MemberRoleBody = z.object({ email: text().min(3).max(254), type: text().min(1).max(40) }).strict();

// Exists only when ENABLE_TEST_ROUTES=1 and the Auth emulator is in use (the browser journeys):
// `npm run member:role` through the running site, whose embedded database no second process may
// open. A site on the emulator trusts unsigned tokens anyway, so this gives nobody more than that.
export default apiRoute({
  POST: route({
    body: MemberRoleBody,
    handler: async ({ body, services }) => {
      const config = getConfig();
      if (!config.ENABLE_TEST_ROUTES || !config.FIREBASE_AUTH_EMULATOR_HOST) throw new AppError('NOT_FOUND', 404, 'Not found.');
      return services.members.setMemberType(body.email, body.type);
    },
  }),
});
