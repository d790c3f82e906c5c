import { CreateCommentBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitCommentPost } from '@/lib/server/http/comment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreateCommentBody,
    auth: 'required',
    handler: async ({ body, caller, ip, services }) => {
      await limitCommentPost(caller.uid, ip);
      return services.comments.createComment(caller, body);
    },
  }),
});
