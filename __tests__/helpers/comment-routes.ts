import type { IncomingMessage, ServerResponse } from 'node:http';
import close from '@/pages/api/tsom/comments/close';
import create from '@/pages/api/tsom/comments/create';
import remove from '@/pages/api/tsom/comments/delete';
import dismissReport from '@/pages/api/tsom/comments/dismiss-report';
import edit from '@/pages/api/tsom/comments/edit';
import hide from '@/pages/api/tsom/comments/hide';
import like from '@/pages/api/tsom/comments/like';
import list from '@/pages/api/tsom/comments/list';
import myState from '@/pages/api/tsom/comments/my-state';
import queue from '@/pages/api/tsom/comments/queue';
import report from '@/pages/api/tsom/comments/report';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { MODERATOR_MEMBER_TYPE, type MemberType } from '@/lib/schemas/member-type';
import { type Answer, bearer, post } from './api-call';
import { createEmailUser, type EmailUser } from './firebase-emulator';
import { serveRoute } from './route-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ROUTES: Record<string, Handler> = {
  '/list': list,
  '/create': create,
  '/edit': edit,
  '/delete': remove,
  '/like': like,
  '/report': report,
  '/my-state': myState,
  '/hide': hide,
  '/dismiss-report': dismissReport,
  '/close': close,
  '/queue': queue,
};

export const COMMENT_CALLS = Object.keys(ROUTES);

/** Every comments route on one local server, routed by path as Next would. */
export async function serveCommentRoutes() {
  const server = await serveRoute((req, res) => {
    const handler = ROUTES[new URL(req.url ?? '/', 'http://localhost').pathname.replace('/api/tsom/comments', '')];
    if (handler) return handler(req, res);
    res.statusCode = 404;
    res.end('{}');
  });
  const call = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> =>
    post(`${server.url}/api/tsom/comments${path}`, body, { ...bearer(token), ...headers });
  return { ...server, call };
}

/** A Firebase user with a member row (as the browser's ensureMember makes one), optionally a moderator or another type. */
export async function commenter(names: { firstName?: string; lastName?: string; moderator?: boolean; type?: MemberType } = {}): Promise<EmailUser> {
  const user = await createEmailUser();
  await (await getDb())
    .insert(members)
    .values({
      uid: user.uid,
      email: user.email,
      firstName: names.firstName ?? 'Aroha',
      lastName: names.lastName ?? 'Ngata',
      ...(names.moderator ? { type: MODERATOR_MEMBER_TYPE } : {}),
      ...(names.type ? { type: names.type } : {}),
    });
  return user;
}
