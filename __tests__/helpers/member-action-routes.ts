import type { IncomingMessage, ServerResponse } from 'node:http';
import auditRoute from '@/pages/api/desk/audit';
import grantRoute from '@/pages/api/desk/members/[uid]/complimentary/index';
import revokeRoute from '@/pages/api/desk/members/[uid]/complimentary/[id]';
import cancelRoute from '@/pages/api/desk/subscriptions/[id]/cancel';
import pauseRoute from '@/pages/api/desk/subscriptions/[id]/pause';
import resumeRoute from '@/pages/api/desk/subscriptions/[id]/resume';
import type { Answer } from './api-call';
import { serveRoute } from './route-server';
import { send } from './staff-members';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

// Next's file routes for the member actions, matched by pattern; each match fills req.query as Next would.
const ROUTES: [RegExp, string[], Handler][] = [
  [/^\/api\/desk\/subscriptions\/([^/]+)\/pause$/, ['id'], pauseRoute as Handler],
  [/^\/api\/desk\/subscriptions\/([^/]+)\/resume$/, ['id'], resumeRoute as Handler],
  [/^\/api\/desk\/subscriptions\/([^/]+)\/cancel$/, ['id'], cancelRoute as Handler],
  [/^\/api\/desk\/members\/([^/]+)\/complimentary$/, ['uid'], grantRoute as Handler],
  [/^\/api\/desk\/members\/([^/]+)\/complimentary\/([^/]+)$/, ['uid', 'id'], revokeRoute as Handler],
  [/^\/api\/desk\/audit$/, [], auditRoute as Handler],
];

/** The member-action and audit routes on one local server; `call(method, path, body?, token?)`. */
export async function serveMemberActionRoutes() {
  const server = await serveRoute((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [pattern, names, handler] of ROUTES) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const query: Record<string, string> = Object.fromEntries(url.searchParams);
      names.forEach((name, i) => (query[name] = decodeURIComponent(match[i + 1] ?? '')));
      return handler(Object.assign(req, { query }), res);
    }
    res.statusCode = 404;
    res.end('{}');
  });
  const call = (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => send(method, `${server.url}/api/desk${path}`, body, token);
  return { ...server, call };
}
