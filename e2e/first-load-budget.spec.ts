// Not a journey: it reads the production build the journeys run on, so a change that pulls a
// library into every page's first load fails here rather than being found by the next bench.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readBuildStamp } from '../scripts/site-build';
import { AD_CODE_MARKER, ARTICLE_ROUTE, browserCodeHas, deskCodeIn, FIRST_LOAD_BUDGET_KB, firstLoadCode, firstLoadFiles, firstLoadKb, READER_FIRST_LOAD_KB, READER_ROUTES } from '../scripts/bench/first-load';
import { COMPILE_HINT } from '../scripts/compile-hints';

test('the article page loads less than its budget of JavaScript on a first visit', () => {
  expect(firstLoadKb(ARTICLE_ROUTE)).toBeLessThan(FIRST_LOAD_BUDGET_KB);
});

// Issue [14]: the desk's code (its API client, TipTap, zod) never reaches a reader's first visit.
for (const route of READER_ROUTES) {
  test(`a first visit to ${route} loads none of the desk's code, and no more JavaScript than its budget`, () => {
    expect(deskCodeIn(route)).toEqual([]);
    expect(firstLoadKb(route)).toBeLessThanOrEqual(READER_FIRST_LOAD_KB[route] ?? 0);
  });
}

// Decision 335: the build asks V8 to compile reader pages' first-load scripts while they download.
test('every script of a reader page\'s first load starts with the compile hint, and the story editor\'s own do not', () => {
  const unhinted = (route: string) => firstLoadFiles(route).filter((file) => !readFileSync(file, 'utf8').startsWith(COMPILE_HINT));
  for (const route of READER_ROUTES) expect(unhinted(route)).toEqual([]);
  expect(unhinted('/desk/stories/[id]').length).toBeGreaterThan(0);
});

test('the desk-code check still recognises the desk (its story editor page carries the markers)', () => {
  expect(deskCodeIn('/desk/stories/[id]')).toEqual(expect.arrayContaining(['/api/desk', 'ZodError']));
});

// Decision 202: a feature switched off at build time ships no code a page loads; the ad unit is
// built in. Decision 290: even with one, the ad code is loaded after the page, for readers who see
// ads, never in a reader page's first load. Judged by the build's own record, not this run's
// environment. (Turbopack still emits the ad controller's chunk in a build without ads, for the
// import() the minifier left unreachable: no page loads it.)
test('the ad code is in a build with an ad unit, and never in a reader page\'s first load', () => {
  const builtWithAds = Boolean(readBuildStamp().nextPublic.NEXT_PUBLIC_AD_UNIT_PREFIX);
  if (builtWithAds) expect(browserCodeHas(AD_CODE_MARKER)).toBe(true);
  for (const route of READER_ROUTES) expect({ route, adCode: firstLoadCode(route).includes(AD_CODE_MARKER) }).toEqual({ route, adCode: false });
});
