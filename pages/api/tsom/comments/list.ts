import { ListCommentsBody } from '@/lib/schemas/comments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { COMMENTS_READ_LIMIT } from '@/lib/server/http/comment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ListCommentsBody,
    // No auth: a token sent along is not even read, so the answer is the same for everyone.
    rateLimit: COMMENTS_READ_LIMIT,
    cacheControl: 'public, s-maxage=10, stale-while-revalidate=60',
    handler: async ({ body, services }) => services.comments.listComments(body),
  }),
});
