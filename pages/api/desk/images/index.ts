import { DeskImageListQuerySchema } from '@/lib/schemas/desk-image';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { readUploadBody, uploadFileName } from '@/lib/server/images/read-upload-body';

export const config = { api: { bodyParser: false } };

// GET: the media library, newest first. POST: the picture's raw bytes as the body, its name in X-File-Name.
export default apiRoute({
  GET: route({
    auth: 'required',
    query: DeskImageListQuerySchema,
    handler: ({ services, caller, query }) => services.images.listDeskImages(caller.uid, query),
  }),
  POST: route({
    auth: 'required',
    rawBody: 'stream',
    status: 201,
    handler: ({ services, caller, req, res }) =>
      services.images.uploadImage(caller.uid, {
        readBytes: (maxBytes: number) => readUploadBody(req, res, maxBytes),
        originalName: uploadFileName(req.headers['x-file-name']),
      }),
  }),
});
