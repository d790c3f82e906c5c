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
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { seedTaxonomy } from '@/lib/server/seed/seed-content';
import type { DeskStory } from '@/lib/schemas/desk-story';
import type { MemberType } from '@/lib/schemas/member-type';
import { draftOf } from '@/lib/stories/story-draft';
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

type DeskStoryRoutes = Awaited<ReturnType<typeof serveDeskStoryRoutes>>;

/**
 * The story routes for one test file, with the sections seeded: served before its first test
 * (then `setUp`, e.g. the file's own members and rows), closed after its last, with fresh rate
 * limits for every test. Call it at the top of the file.
 */
export function serveDeskStoryRoutesForFile(setUp?: () => Promise<void>): Pick<DeskStoryRoutes, 'call'> {
  let routes: DeskStoryRoutes | undefined;
  beforeAll(async () => {
    [routes] = await Promise.all([serveDeskStoryRoutes(), seedTaxonomy(await getDb())]);
    await setUp?.();
  }, 90_000);
  afterAll(() => routes?.close());
  beforeEach(() => resetRateLimits());
  return { call: (...args) => routes!.call(...args) };
}

/** A save's body for `story` as loaded (its revision and every field the editor sends), with `changes`. */
export const saveOf = (story: DeskStory, changes: Record<string, unknown> = {}) => ({ revision: story.revision, ...draftOf(story), ...changes });

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
