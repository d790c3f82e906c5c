import type { IncomingMessage, ServerResponse } from 'node:http';
import oneHandler from '@/pages/api/desk/images/[id]';
import listHandler from '@/pages/api/desk/images/index';
import mediaHandler from '@/pages/api/media/images/[key]/[file]';
import { serveRoute } from './route-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
type Server = Awaited<ReturnType<typeof serveRoute>>;

/** Next fills req.query with the route's parameters (one a path part, in order); the bare test server does it here. */
const withParams = (handler: Handler, names: string[]) => (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const parts = url.pathname.split('/').filter(Boolean);
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  names.forEach((name, i) => (query[name] = decodeURIComponent(parts[i] ?? '')));
  return handler(Object.assign(req, { query }), res);
};

/**
 * The picture routes on local servers: `list` (GET list, POST upload: /api/desk/images),
 * `one` (/api/desk/images/{id}) and `media` (/media/images/{key}/{file}, what readers load).
 */
export async function serveDeskImageRoutes(): Promise<{ list: Server; one: Server; media: Server; close: () => Promise<void> }> {
  const [list, one, media] = await Promise.all([
    serveRoute(listHandler as Handler),
    serveRoute(withParams(oneHandler as Handler, ['id'])),
    serveRoute(withParams(mediaHandler as Handler, ['key', 'file'])),
  ]);
  return { list, one, media, close: async () => void (await Promise.all([list.close(), one.close(), media.close()])) };
}
