import { CreateCommentBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitCommentPost } from '@/lib/server/http/comment-rate-limit';
import { commentDeps } from '@/lib/server/comments/comment-deps';
import { createComment } from '@/lib/server/comments/comment-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreateCommentBody,
    auth: 'required',
    handler: async ({ body, caller, ip }) => {
      await limitCommentPost(caller.uid, ip);
      return createComment(await commentDeps(), caller, body);
    },
  }),
});
