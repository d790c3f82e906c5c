// V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): a script that
// starts with it has every function compiled while it downloads, on a background thread, instead
// of each one on the main thread the first time it runs. A reader page's first-load scripts (the
// framework, React, `_app` and the page) run almost all of their functions while the page
// hydrates; desk pages' own scripts (the editor) do not, and keep V8's lazy default (decision 335).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeskRoute } from '@/lib/desk/desk-route';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The build's record of which files each page's first visit loads, relative to the build folder. */
interface BuildManifest {
  rootMainFiles?: string[];
  pages: Record<string, string[]>;
}

export const readBuildManifest = (buildDir: string): BuildManifest => JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as BuildManifest;

/** The JavaScript a first visit to any page but the desk's loads, relative to the build folder. */
function readerFirstLoadScripts(buildDir: string): string[] {
  const manifest = readBuildManifest(buildDir);
  const pages = Object.entries(manifest.pages).filter(([route]) => !isDeskRoute(route));
  const files = new Set([...(manifest.rootMainFiles ?? []), ...pages.flatMap(([, files]) => files)]);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Puts the hint at the top of each reader first-load script in `buildDir` (once: a rerun changes nothing). */
export function addCompileHints(buildDir: string): number {
  let marked = 0;
  for (const file of readerFirstLoadScripts(buildDir)) {
    const target = path.join(buildDir, file);
    const source = readFileSync(target, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}
