import { ArticleIdBody } from '@/lib/schemas/comments';
import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { COMMENTS_CALL_LIMIT } from '@/lib/server/http/comment-rate-limit';
import { myCommentState } from '@/lib/server/comments/comment-list-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ArticleIdBody,
    auth: 'required',
    rateLimit: COMMENTS_CALL_LIMIT,
    handler: async ({ body, caller }) => myCommentState(await getDb(), caller, body),
  }),
});
