import { ReportCommentBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitCommentAction } from '@/lib/server/http/comment-rate-limit';
import { commentDeps } from '@/lib/server/comments/comment-deps';
import { reportComment } from '@/lib/server/comments/comment-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ReportCommentBody,
    auth: 'required',
    handler: async ({ body, caller }) => {
      await limitCommentAction(caller.uid);
      return reportComment(await commentDeps(), caller, body);
    },
  }),
});
