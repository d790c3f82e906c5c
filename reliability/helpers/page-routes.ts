import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { GetServerSideProps } from 'next';
import { withHostileCharacters } from './zod-arbitrary';

const PAGES_DIR = path.join(process.cwd(), 'pages');

export interface DynamicPage {
  /** e.g. pages/tv/[slug].tsx */
  file: string;
  /** The URL path Next serves it at, dynamic segments in brackets: /tv/[slug]. */
  urlPath: string;
  /** Names of its dynamic segments, in order. */
  params: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'api' && dir === PAGES_DIR ? [] : walk(path.join(dir, entry.name));
    return /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/** Every page under pages/ (API routes aside) with a dynamic segment, found on disk, so a new one is fuzzed without anyone listing it. */
export function dynamicPagePaths(): DynamicPage[] {
  return walk(PAGES_DIR)
    .sort()
    .map((absolute) => {
      const segments = path.relative(PAGES_DIR, absolute).replace(/\.tsx?$/, '').split(path.sep);
      if (segments.at(-1) === 'index') segments.pop();
      return {
        file: path.relative(process.cwd(), absolute),
        urlPath: `/${segments.join('/')}`,
        params: segments.filter((segment) => /^\[.+\]$/.test(segment)).map((segment) => segment.slice(1, -1)),
      };
    })
    .filter((page) => page.params.length > 0);
}

export async function loadGetServerSideProps(page: DynamicPage): Promise<GetServerSideProps> {
  const mod = (await import(path.join(process.cwd(), page.file))) as { getServerSideProps?: GetServerSideProps };
  if (!mod.getServerSideProps) throw new Error(`${page.file} has no getServerSideProps`);
  return mod.getServerSideProps;
}

/** The params of every path in `paths` (e.g. the sitemap's) that this page's pattern matches. */
export function realParams(page: DynamicPage, paths: readonly string[]): Record<string, string>[] {
  const listed = (urlPath: string) => {
    const pattern = new RegExp(`^${urlPath.replace(/\[[^\]]+\]/g, '([^/]+)')}$`);
    return paths.flatMap((pathname) => {
      const match = pattern.exec(pathname);
      return match ? [Object.fromEntries(page.params.map((param, i) => [param, decodeURIComponent(match[i + 1] ?? '')]))] : [];
    });
  };
  const own = listed(page.urlPath);
  // A page beneath a listed one (its feed, its artwork) is reached with the listed page's params.
  const parent = page.urlPath.replace(/\/[^/[\]]+$/, '');
  return own.length || parent === page.urlPath ? own : listed(parent);
}

/** Params for pages the sitemap does not list (receipts, statements, preview links, old paths, desk pages, the sitemap index's files): shaped like real ones. */
const SHAPED_VALUES: Record<string, string> = { txId: 'tx_abc123', year: '2026', date: '25-11-2026', token: `1.1790000000.${'A'.repeat(43)}`, '...path': '2019', id: '1', file: 'pages.xml' };

/**
 * One page request: a real page's params (from the sitemap) or shaped ones, each param kept, given
 * control or invisible characters, or replaced by any text; and a `page` query, sometimes broken the same way.
 */
export function pageRequestArbitrary(page: DynamicPage, real: Record<string, string>[]): fc.Arbitrary<{ params: Record<string, string>; query: Record<string, string> }> {
  const shaped = Object.fromEntries(page.params.map((param) => [param, SHAPED_VALUES[param] ?? 'x']));
  const params = fc.constantFrom(...(real.length ? real : [shaped])).chain((chosen) =>
    fc.record(
      Object.fromEntries(
        page.params.map((param) => {
          const value = fc.constant(chosen[param] ?? '');
          return [param, fc.oneof({ weight: 2, arbitrary: value }, { weight: 2, arbitrary: withHostileCharacters(value) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) })];
        }),
      ),
    ),
  );
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: fc.constantFrom('1', '2', '0', '-1', '1e3', '999999').map((value) => ({ page: value })) },
    { weight: 1, arbitrary: withHostileCharacters(fc.constantFrom('1', '2')).map((value) => ({ page: value })) },
  );
  return fc.record({ params, query });
}
