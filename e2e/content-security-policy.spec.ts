import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

// Every page route in pages/ is requested from the running build and its Content-Security-Policy
// read (decision 118): pages that take a password or a card must allow only nonce'd scripts, and
// any page still allowed inline scripts (rendered at build time, so no nonce) must hold neither.

/** Pages where a reader types a password or a card number (sign-in, new password, card fields). */
const PASSWORD_OR_CARD_PAGES = ['/sign-in', '/sign-up', '/account', '/auth/action', '/donate', '/profile'];
/** Member pages whose ids are not in the sitemap: any well-formed value renders the page. */
const SAMPLE_PARAMS: Record<string, string> = {
  '/receipt/[txId]': '/receipt/tx_e2e-csp',
  '/profile/statement/[year]': '/profile/statement/2026',
  '/profile/statement/tax-year/[year]': '/profile/statement/tax-year/2026',
  // Staff only, in no sitemap: signed out, it sends the visitor to sign in.
  '/desk/stories/[id]': '/desk/stories/1',
  '/desk/authors/[id]': '/desk/authors/1',
  '/desk/collections/[id]': '/desk/collections/1',
  '/desk/podcasts/[id]': '/desk/podcasts/1',
  '/desk/podcasts/episodes/[id]': '/desk/podcasts/episodes/1',
  '/desk/quizzes/[id]': '/desk/quizzes/1',
  '/desk/tv/[id]': '/desk/tv/1',
  '/desk/newsletters/[listId]': '/desk/newsletters/morning-briefing',
  '/desk/members/[uid]': '/desk/members/e2e-csp-member',
  '/desk/site-pages/[slug]': '/desk/site-pages/privacy',
  // The donor's return from their bank's 3-D Secure screen names a payment of theirs.
  '/payments/authenticate/[id]': '/payments/authenticate/pi_e2e_csp',
  // The catch-all (decision 321): an unknown old path answers the 404 page.
  '/[...path]': '/2019/05/12/no-such-post',
  // A bad token answers the 404 page (a real one needs a staff member's link).
  '/preview/[token]': '/preview/not-a-real-token',
  // Feeds, a series' artwork and the sitemap index's files: linked from pages, in no sitemap.
  '/[category]/feed': '/news/feed',
  '/author/[slug]/feed': '/author/aroha-tane/feed',
  '/podcasts/[series]/feed.xml': '/podcasts/the-briefing/feed.xml',
  '/podcasts/[series]/artwork.png': '/podcasts/the-briefing/artwork.png',
  '/sitemaps/[file]': '/sitemaps/pages.xml',
};
const NOT_FOUND_PATH = '/no-such-page-e2e-csp';

/** Route patterns of pages/ as Next names them: /, /sign-in, /[category]/[date]/[slug] … */
function pageRoutes(dir = path.join(process.cwd(), 'pages'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'api' && !prefix ? [] : pageRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!/\.tsx?$/.test(entry.name) || entry.name.startsWith('_') || entry.name === '404.tsx') return [];
    const name = entry.name.replace(/\.tsx?$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);
const isDynamic = (segment: string) => segment.startsWith('[');

/** The route Next serves `pathname` with: static segments win over dynamic ones, left to right; a catch-all (only sampled) never wins. */
function routeFor(pathname: string, routes: string[]): string | undefined {
  const parts = segmentsOf(pathname);
  const matching = routes.filter((route) => {
    const segments = segmentsOf(route);
    if (segments.some((segment) => segment.startsWith('[...'))) return false;
    return segments.length === parts.length && segments.every((segment, i) => isDynamic(segment) || segment === parts[i]);
  });
  const rank = (route: string) => segmentsOf(route).map((segment) => (isDynamic(segment) ? '1' : '0')).join('');
  return matching.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

/** One concrete path per route: dynamic routes take the first sitemap URL Next would serve with them. */
async function concretePaths(request: APIRequestContext): Promise<Map<string, string>> {
  const routes = pageRoutes();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const paths = new Map<string, string>();
  for (const route of routes) {
    const concrete = segmentsOf(route).some(isDynamic) ? (SAMPLE_PARAMS[route] ?? listed.find((pathname) => routeFor(pathname, routes) === route)) : route;
    expect(concrete, `a URL for ${route}`).toBeDefined();
    paths.set(route, concrete!);
  }
  paths.set('/404', NOT_FOUND_PATH);
  return paths;
}

const scriptSrcOf = (res: APIResponse) =>
  (res.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

test('every page answers a policy; password and card pages allow only their nonce, and inline-allowed pages hold no password or card field', async ({ request, page }) => {
  test.setTimeout(180_000);
  const paths = await concretePaths(request);
  for (const required of PASSWORD_OR_CARD_PAGES) expect(paths.has(required), `${required} is a page`).toBe(true);
  const inlineAllowed: string[] = [];
  for (const [route, pathname] of paths) {
    const res = await request.get(pathname, { maxRedirects: 0 });
    const scriptSrc = scriptSrcOf(res);
    expect(scriptSrc, `${pathname}: script-src`).toContain("'self'");
    expect(scriptSrc, `${pathname}: script-src`).not.toContain("'unsafe-eval'");
    if (!(res.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    if (nonce) {
      // Browsers ignore 'unsafe-inline' beside a nonce, but the policy should not say it.
      expect(scriptSrc, `${pathname}: script-src`).not.toContain("'unsafe-inline'");
      const html = await res.text();
      // Data blocks (JSON-LD, Next's page data) are never run, so CSP does not ask them for the nonce.
      const unsigned = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => !/\stype="application\/(ld\+)?json"/.test(tag) && !tag.includes(`nonce="${nonce}"`));
      expect(unsigned, `${pathname}: scripts without the nonce`).toEqual([]);
    } else {
      inlineAllowed.push(pathname);
    }
    if (PASSWORD_OR_CARD_PAGES.includes(route)) expect({ pathname, nonce: Boolean(nonce) }).toEqual({ pathname, nonce: true });
  }
  // A page left with 'unsafe-inline' must never show a password or card field, even once hydrated.
  for (const pathname of inlineAllowed) {
    await page.goto(pathname);
    // Hydrated: whatever the page draws in the browser is drawn (some pages keep a connection open, so never go idle).
    await page.waitForFunction(() => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
    const fields = await page.locator('input[type="password"], input[autocomplete^="cc-"], iframe[src*="stripe.com"]').count();
    expect({ pathname, fields }).toEqual({ pathname, fields: 0 });
  }
});
