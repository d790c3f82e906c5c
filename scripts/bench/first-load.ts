import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The article page's first-load JavaScript budget, gzipped (issue [11]; the framework is ~113 KB). */
export const FIRST_LOAD_BUDGET_KB = 135;
export const ARTICLE_ROUTE = '/[category]/[date]/[slug]';

/** Gzipped size in KB of the JavaScript a first visit to `route` loads, from the build in `.next`. */
export function firstLoadKb(route: string, buildDir = '.next'): number {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[]; pages: Record<string, string[]> };
  if (!manifest.pages[route]) throw new Error(`the build has no page ${route}`);
  const files = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...manifest.pages[route]]);
  const bytes = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(buildDir, file))).length, 0);
  return Math.round(bytes / 102.4) / 10;
}
