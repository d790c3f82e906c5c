import { QuizInput } from '@/lib/schemas/desk-quiz';
import { IdParam } from '@/lib/schemas/site-content';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: IdParam, handler: async ({ caller, query, services }) => services.siteContent.getDeskQuiz(caller.uid, query.id) }),
  PUT: route({ auth: 'required', query: IdParam, body: QuizInput, handler: async ({ caller, query, body, services }) => services.siteContent.updateDeskQuiz(caller.uid, query.id, body) }),
});
