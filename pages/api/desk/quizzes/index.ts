import { QuizInput } from '@/lib/schemas/desk-quiz';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', handler: async ({ caller, services }) => services.siteContent.listDeskQuizzes(caller.uid) }),
  POST: route({ auth: 'required', body: QuizInput, status: 201, handler: async ({ caller, body, services }) => services.siteContent.createDeskQuiz(caller.uid, body) }),
});
