import { CommentIdBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitCommentAction } from '@/lib/server/http/comment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CommentIdBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => {
      await limitCommentAction(caller.uid);
      return services.comments.deleteComment(caller, body);
    },
  }),
});
