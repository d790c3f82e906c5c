import type { IncomingMessage, ServerResponse } from 'node:http';
import stories from '@/pages/api/desk/stories';
import story from '@/pages/api/desk/stories/[id]';
import publish from '@/pages/api/desk/stories/[id]/publish';
import restore from '@/pages/api/desk/stories/[id]/restore';
import revisions from '@/pages/api/desk/stories/[id]/revisions';
import unpublish from '@/pages/api/desk/stories/[id]/unpublish';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { members } from '@/lib/server/db/schema/members';
import type { MemberType } from '@/lib/schemas/member-type';
import { type Answer, bearer } from './api-call';
import { createEmailUser, type EmailUser } from './firebase-emulator';
import { serveRoute } from './route-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const BY_ID: Record<string, Handler> = { '': story, '/publish': publish, '/unpublish': unpublish, '/revisions': revisions, '/restore': restore };

/** The desk's story routes on one local server, routed by path as Next would (with `id` in req.query). */
export async function serveDeskStoryRoutes() {
  const server = await serveRoute((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/desk/stories') return stories(req, res);
    const match = /^\/api\/desk\/stories\/([^/]+)(\/[a-z]+)?$/.exec(url.pathname);
    const handler = match ? BY_ID[match[2] ?? ''] : undefined;
    if (!match || !handler) {
      res.statusCode = 404;
      res.end('{}');
      return;
    }
    Object.assign(req, { query: { ...Object.fromEntries(url.searchParams), id: decodeURIComponent(match[1]!) } });
    return handler(req, res);
  });
  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${server.url}/api/desk/stories${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json(), headers: res.headers };
  };
  return { ...server, call };
}

/** A signed-in member of `type` (a staff role, or 'standard' for a reader), with a real emulator token. */
export async function staffMember(type: MemberType, name = 'Kiri Walker'): Promise<EmailUser> {
  const user = await createEmailUser();
  await (await getDb()).insert(members).values({ uid: user.uid, email: user.email, name, type });
  return user;
}

/** A media-library row (no files: the story service only reads the row). */
export async function insertImage(fields: { alt?: string; width?: number; height?: number } = {}) {
  const [row] = await (await getDb())
    .insert(images)
    .values({
      storageKey: `k${Math.random().toString(36).slice(2, 12)}`,
      format: 'jpeg',
      width: fields.width ?? 2000,
      height: fields.height ?? 1000,
      bytes: 1000,
      widths: [320, 640, 960, 1280, 1920],
      alt: fields.alt ?? 'A kererū in a kōwhai tree',
    })
    .returning();
  return row!;
}
