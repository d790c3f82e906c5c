import { HideCommentBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { COMMENTS_CALL_LIMIT } from '@/lib/server/http/comment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: HideCommentBody,
    auth: 'required',
    rateLimit: COMMENTS_CALL_LIMIT,
    handler: async ({ body, caller, services }) => services.comments.hideComment(caller, body),
  }),
});
