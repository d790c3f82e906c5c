import { LikeCommentBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitCommentAction } from '@/lib/server/http/comment-rate-limit';
import { commentDeps } from '@/lib/server/comments/comment-deps';
import { likeComment } from '@/lib/server/comments/comment-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: LikeCommentBody,
    auth: 'required',
    handler: async ({ body, caller }) => {
      await limitCommentAction(caller.uid);
      return likeComment(await commentDeps(), caller, body);
    },
  }),
});
