import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuildManifest } from '../compile-hints';

/** The article page's first-load JavaScript ceiling, gzipped (issue [11]: 135 KB; 132 since decision 321, 127 since 322 and 323, 127.2 for this page's share of two changes of 1 December). Bare Next.js 16 is 110 KB. */
export const FIRST_LOAD_BUDGET_KB = 127.2;
export const ARTICLE_ROUTE = '/[category]/[date]/[slug]';

/**
 * The pages readers open and their first-load budgets in KB, gzipped: issue [14]'s acceptance is
 * that they do not grow with the desk. Each is its figure after decision 202 (back under its
 * figure before [14]) plus 0.2 KB for Turbopack's chunking, which moves by a few hundred bytes
 * between builds. A change that makes one grow raises its figure here, on purpose.
 * Since decision 290 the journeys' build has an ad unit, so these are figures with ads on: the
 * ad gate and the pages' ad places (the ad code itself loads after the page) measured 0.1–0.2 KB
 * over the figures without ads, and each is that measure plus 0.2. A build without ads folds them away.
 * Issue [18] raised each by what it measured: +0.1 KB (+0.2 the article page and /donate) for the
 * reading-history question's slot and the article page's import() of the account code (decision 296);
 * measured together on the merged build, the section, author and donate pages came to 0.1 KB more.
 */
export const READER_FIRST_LOAD_KB: Record<string, number> = {
  // Issue [19]: every figure below is 3.0 KB lower without next.config.ts's rewrites (decision 321):
  // Next's client-side rewrite matcher left every page; each is the measure on that build plus 0.1.
  // [17]'s section navigation, phone menu and footer are on every page: +0.6 KB, of which 0.4 KB was
  // won back by building in the site's identity and leaving out the app banner when no app is set (decision 309).
  // [17]'s front page (decision 314): a card's brief layout and its bookmark as an icon (drawn by the CSS,
  // not the JavaScript) measured +0.2 KB on the pages with cards and the list pages' head links, and
  // +0.1 KB on the article page (its Bookmark button); each figure is that measure plus 0.1.
  // + 0.7 for the front page's podcast, quiz and TV rows (decision 318): measured 129.1, + 0.1.
  // Issue [19]: every reader page's figure below is 1.8–2.0 KB lower with plain anchors and one handler in
  // place of next/link (decision 322); each is the measure on that build plus 0.1.
  // Issue [19]: + 0.1–0.2 KB on every reader page for the footer and the menu's section links written as
  // HTML once (components/layout/SiteFooter.tsx): the string builder and its escaping weigh more than
  // the JSX did, for some seventy fewer elements to render on the server and hydrate in the browser.
  // Each figure is the measure on that build (with ads, as the journeys build) plus 0.1.
  // Issue [19]: + 0.1–0.2 KB on every reader page for the built-in logo and the bookmark mark drawn in
  // the page, in place of SVG images that cost the browser a document each (decision 334); each
  // figure is the measure on that build plus 0.1.
  // + 0.1 KB on every reader page for V8's compile hint at the top of each first-load script
  // (decision 335); each figure is the measure on that build plus 0.1.
  // + 0.1 KB on every reader page for hydration in slices (lib/hydration/react-dom-client.ts, decision
  // 336): each page then measured its figure before; each is that measure plus 0.1 (/donate measured
  // 167.7 with its steps' HydratedFieldset).
  // Issue [19], 1 December: + 0.1 KB on every reader page for one HydratedButton (the Share button's
  // module on the article) and auth-client's import() that makes a call wait while Firebase starts;
  // measured 125.2, 127.0, 124.8, 124.9, 125.0, 167.9 and 123.3 on that build; each is the measure plus 0.1.
  '/': 125.3,
  // - 1.2 KB for our own near-viewport hook in place of react-intersection-observer, + 0.3 KB for Share
  // (decision 319): measured 134.0 (134.5 before [17]), + 0.1.
  // - 3.1 KB for the view counting, reading history and gate loaded after hydration (decision 323): measured 126.1, + 0.1.
  [ARTICLE_ROUTE]: 127.1,
  '/[category]': 125.0,
  '/author/[slug]': 125.0,
  '/search': 125.1,
  // 167.6 KB measured after [18]'s LOGIN_PROMPT and ERROR steps (the payment attempt kept for
  // Try again, the failure messages) and the period units, + 0.2; + 0.2 with ads on, + 0.2 (decision 296);
  // + 0.6 for [17]'s kept donation across a reload and card expiry typed as people write it (decision 307);
  // + 0.8 for the newsroom's story beside the form (decision 310) and the header; + 0.1 for the
  // footer's about, contact and privacy links (decision 315, about 60 bytes on every page), measured 169.8.
  '/donate': 168.0,
  // + 0.7 for the series' artwork (decision 313): the picture component and its square box; measured 127.3, + 0.1.
  '/podcasts': 123.4,
};
export const READER_ROUTES = Object.keys(READER_FIRST_LOAD_KB);

/**
 * Strings only the desk's code carries in the browser: its API client's path (every desk call goes
 * through lib/api/desk-client.ts), TipTap's editor (ProseMirror) and zod, which the desk's forms
 * use and reader pages never load. One of them in a reader page's first load means desk code leaked.
 */
export const DESK_CODE_MARKERS = ['/api/desk', 'ProseMirror', 'ZodError'] as const;

/** The JavaScript files a first visit to `route` loads (the framework, `_app` and the page), from the build in `.next`. */
export function firstLoadFiles(route: string, buildDir = '.next'): string[] {
  const manifest = readBuildManifest(buildDir);
  if (!manifest.pages[route]) throw new Error(`the build has no page ${route}`);
  const files = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...manifest.pages[route]]);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => path.join(buildDir, file));
}

/** Gzipped size in KB of the JavaScript a first visit to `route` loads, from the build in `.next`. */
export function firstLoadKb(route: string, buildDir = '.next'): number {
  const bytes = firstLoadFiles(route, buildDir).reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

/** The JavaScript a first visit to `route` loads, as one text. */
export const firstLoadCode = (route: string, buildDir = '.next') => firstLoadFiles(route, buildDir).map((file) => readFileSync(file, 'utf8')).join('\n');

/** Which DESK_CODE_MARKERS a first visit to `route` loads (none, for a reader page). */
export function deskCodeIn(route: string, buildDir = '.next'): string[] {
  const code = firstLoadCode(route, buildDir);
  return DESK_CODE_MARKERS.filter((marker) => code.includes(marker));
}

/**
 * The Google Publisher Tag script the ad code loads: in the build only when it had
 * NEXT_PUBLIC_AD_UNIT_PREFIX (decision 202), and then in a chunk loaded after the page (decision 290).
 */
export const AD_CODE_MARKER = 'securepubads.g.doubleclick.net';

/** Whether any of the build's browser JavaScript files (first load or later) holds `marker`. */
export function browserCodeHas(marker: string, buildDir = '.next'): boolean {
  const dir = path.join(buildDir, 'static', 'chunks');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(marker));
}
