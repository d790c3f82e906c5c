import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiRouteHandler } from '@/lib/server/http/api-route';
import type { RouteHandler } from './in-process';

const API_DIR = path.join(process.cwd(), 'pages', 'api');

export interface ApiRouteFile {
  /** e.g. pages/api/tsom/members/index.ts */
  file: string;
  /** The URL path Next serves it at; a dynamic segment such as `[file]` keeps its brackets. */
  urlPath: string;
  /** Names of dynamic segments, in order (`[file]` → `file`). */
  params: string[];
  handler: RouteHandler;
  /** The apiRoute specs by method; undefined for a hand-written handler (the audio files). */
  methods: ApiRouteHandler['methods'] | undefined;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

export type ApiRoutePath = Pick<ApiRouteFile, 'file' | 'urlPath' | 'params'>;

/** Every file under pages/api, found on disk, so a new route is fuzzed and checked without anyone listing it. */
export function apiRoutePaths(): ApiRoutePath[] {
  return walk(API_DIR)
    .sort()
    .map((absolute) => {
      const segments = path.relative(API_DIR, absolute).replace(/\.tsx?$/, '').split(path.sep);
      if (segments.at(-1) === 'index') segments.pop();
      return {
        file: path.relative(process.cwd(), absolute),
        urlPath: `/api/${segments.join('/')}`.replace(/\/$/, ''),
        params: segments.filter((segment) => /^\[.+\]$/.test(segment)).map((segment) => segment.slice(1, -1)),
      };
    });
}

/** Loads a route file's handler and, for apiRoute handlers, its specs. */
export async function loadApiRoute(route: ApiRoutePath): Promise<ApiRouteFile> {
  const mod = (await import(path.join(process.cwd(), route.file))) as { default: RouteHandler & { methods?: ApiRouteHandler['methods'] } };
  return { ...route, handler: mod.default, methods: mod.default.methods };
}

export const apiRouteFiles = (): Promise<ApiRouteFile[]> => Promise.all(apiRoutePaths().map(loadApiRoute));

/** The URL and Next-style query for a route, with each dynamic segment filled in. */
export function concreteUrl(route: ApiRouteFile, values: Record<string, string>, search = ''): { url: string; query?: Record<string, string> } {
  let url = route.urlPath;
  for (const param of route.params) url = url.replace(`[${param}]`, encodeURIComponent((values[param] ?? '').replace(/[\ud800-\udfff]/g, '\ufffd')));
  if (route.params.length === 0) return { url: `${url}${search}` };
  // Next hands a dynamic route its segments (and the search) on req.query; the handler reads them there.
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  for (const param of route.params) query[param] = values[param] ?? '';
  return { url: `${url}${search}`, query };
}
