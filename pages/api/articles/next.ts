import { z } from 'zod';
import { ArticleIdText, MAX_ARTICLE_ID } from '@/lib/schemas/article-id';
import { text } from '@/lib/schemas/text';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

const NextArticleQuery = z
  .object({
    after: ArticleIdText,
    exclude: text()
      .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'must be article ids separated by commas')
      .transform((list) => (list ? list.split(',').map(Number) : []))
      .pipe(z.array(z.number().int().positive().max(MAX_ARTICLE_ID, 'must be article ids')).max(20, 'lists at most 20 articles'))
      .default([]),
  })
  .strict();

export default apiRoute({
  GET: route({
    query: NextArticleQuery,
    rateLimit: { name: 'articles-next', points: 120, durationSeconds: 60 },
    // The same answer for every reader, so a CDN may keep it like the article pages.
    cacheControl: 'public, s-maxage=60, stale-while-revalidate=600',
    handler: async ({ query, services }) => services.content.findNextArticle({ articleId: query.after, exclude: query.exclude }),
  }),
});
