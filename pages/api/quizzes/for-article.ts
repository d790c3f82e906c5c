import { QuizForArticleQuery } from '@/lib/schemas/quiz';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({
    query: QuizForArticleQuery,
    rateLimit: { name: 'quiz-for-article', points: 120, durationSeconds: 60 },
    // The same answer for every reader, so a CDN may keep it like the article pages.
    cacheControl: 'public, s-maxage=60, stale-while-revalidate=600',
    handler: async ({ query, services }) => services.content.findQuizForArticle(query.articleId),
  }),
});
