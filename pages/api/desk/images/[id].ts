import { DeskImageIdSchema, DeskImageTextSchema } from '@/lib/schemas/desk-image';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// One media-library picture: GET it, PATCH its alt text, caption and credit.
export default apiRoute({
  GET: route({
    auth: 'required',
    query: DeskImageIdSchema,
    handler: ({ services, caller, query }) => services.images.getDeskImage(caller.uid, query.id),
  }),
  PATCH: route({
    auth: 'required',
    query: DeskImageIdSchema,
    body: DeskImageTextSchema,
    handler: ({ services, caller, query, body }) => services.images.updateDeskImage(caller.uid, query.id, body),
  }),
});
