import { ModerationQueueBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { COMMENTS_CALL_LIMIT } from '@/lib/server/http/comment-rate-limit';
import { commentDeps } from '@/lib/server/comments/comment-deps';
import { moderationQueue } from '@/lib/server/comments/comment-moderation-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ModerationQueueBody,
    auth: 'required',
    rateLimit: COMMENTS_CALL_LIMIT,
    handler: async ({ body, caller }) => moderationQueue(await commentDeps(), caller, body),
  }),
});
