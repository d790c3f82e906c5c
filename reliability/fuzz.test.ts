import fc from 'fast-check';
import { isPlainText } from '@/lib/schemas/text';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { seedContent } from '@/lib/server/seed/seed-content';
import { listSitemapEntries } from '@/lib/server/syndication/sitemap-service';
import { createVerifiedUser } from '@/__tests__/helpers/firebase-emulator';
import { insertSeedNewsletters } from '@/__tests__/helpers/newsletter-rows';
import { callPage } from '@/__tests__/helpers/page-call';
import { apiRoutePaths, concreteUrl, loadApiRoute } from './helpers/api-routes';
import { writeFigures } from './helpers/figures';
import { invokeInProcess } from './helpers/in-process';
import { dynamicPagePaths, loadGetServerSideProps, pageRequestArbitrary, realParams } from './helpers/page-routes';
import { giveOwnerObjects } from './helpers/owner-objects';
import { requestArbitrary } from './helpers/request-arbitrary';
import { rowCounts, TABLE_COUNT } from './helpers/row-counts';
import { stringFields, stringsIn } from './helpers/string-fields';
import { type FuzzActors, mintActors } from './helpers/tokens';
import { arbitraryFor } from './helpers/zod-arbitrary';

// At least 1,000 runs per route (the floor); FUZZ_RUNS raises it for a longer hunt.
const RUNS = Math.max(1_000, Number(process.env.FUZZ_RUNS ?? 1_000));
// A fixed seed keeps CI repeatable; FUZZ_SEED explores other corners (a failure prints its seed and path).
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** What must never reach a client: a stack frame, a file path, SQL or a database error. */
const LEAK = /\n\s+at\s|\bat [\w.<>]+ \(|node_modules|\.tsx?:\d+|\b(select|insert into|update|delete from)\b.+\b(from|set|values|where)\b|syntax error|violates|duplicate key|relation "|PGlite|drizzle|ECONNREFUSED/i;

let actors: FuzzActors;
const totals = { routes: 0, runs: 0, fiveHundreds: 0, leaks: 0, refusedWithChanges: 0, statuses: new Map<number, number>() };
const stringFieldTotals = { fields: 0, cases: 0 };
const pageTotals = { pages: 0, runs: 0, fiveHundreds: 0, answers: new Map<string, number>() };

beforeAll(async () => {
  await insertSeedNewsletters();
  actors = await mintActors();
});

afterAll(() => {
  const statuses = [...totals.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  writeFigures('fuzz', [
    ['routes fuzzed (all of pages/api)', String(totals.routes)],
    ['runs per route', String(RUNS)],
    ['requests sent', String(totals.runs)],
    ['5xx answers', String(totals.fiveHundreds)],
    ['answers with a stack trace or SQL', String(totals.leaks)],
    [`4xx answers that changed a row count (${TABLE_COUNT} tables)`, String(totals.refusedWithChanges)],
    ['answers by status', statuses],
    ['string fields of route schemas checked with 14 control characters each (cases)', `${stringFieldTotals.fields} (${stringFieldTotals.cases})`],
    ['dynamic pages fuzzed (all of pages/**/[param])', String(pageTotals.pages)],
    ['page requests sent (getServerSideProps)', String(pageTotals.runs)],
    ['page 5xx answers (getServerSideProps threw)', String(pageTotals.fiveHundreds)],
    ['page answers', [...pageTotals.answers].map(([answer, count]) => `${answer}×${count}`).join(' ')],
  ]);
});

it('finds every route file under pages/api', () => {
  const paths = apiRoutePaths().map((route) => route.urlPath);
  expect(paths.length).toBeGreaterThanOrEqual(34);
  expect(paths).toEqual(expect.arrayContaining(['/api/tsom/payments', '/api/auth/login', '/api/logger', '/api/media/audio/[file]']));
});

// C0 controls (line breaks and a tab among them), DEL, C1 controls and both halves of a surrogate pair, alone.
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f', '\ud800', '\udfff'];
/** Fields that hold several lines (a comment, a report's reason, JSON text, a story's standfirst, body and search description, descriptions, bios, synopses, explanations): line breaks and tabs pass there. */
const MULTILINE_FIELDS = new Set(['body', 'reason', 'eventData', 'standfirst', 'bodyHtml', 'seoDescription', 'description', 'bio', 'synopsis', 'explanation']);
const LINE_BREAK_OR_TAB = new Set(['\t', '\n', '\r']);

it('every string field of every route refuses control characters, or (the logger) removes them', async () => {
  const problems: string[] = [];
  for (const route of await Promise.all(apiRoutePaths().map(loadApiRoute))) {
    for (const [method, spec] of Object.entries(route.methods ?? {})) {
      for (const [where, schema] of [['body', spec?.body], ['query', spec?.query]] as const) {
        if (!schema) continue;
        for (const field of stringFields(schema)) {
          const name = field.path.split(/[.[\]{}]/).filter(Boolean).at(-1) ?? '';
          const label = `${method} ${route.urlPath} ${where} ${field.path || '(whole)'}`;
          // A value the field accepts, so a refusal is the control character's doing.
          const accepted = fc
            .sample(arbitraryFor(field.schema, { eventData: ['{"a":"b"}'] }, name), { numRuns: 300, seed: SEED })
            .filter((value): value is string => typeof value === 'string' && isPlainText(value) && field.schema.safeParse(value).success);
          // Three characters or more, so the control character replaces one in the middle and a trim cannot take it away.
          const sample = accepted.find((value) => value.length >= 3) ?? accepted[0];
          if (sample === undefined) {
            problems.push(`${label}: no accepted sample to put a control character in`);
            continue;
          }
          stringFieldTotals.fields++;
          for (const control of CONTROL_CHARACTERS) {
            stringFieldTotals.cases++;
            const middle = Math.floor(sample.length / 2);
            const parsed = field.schema.safeParse(sample.slice(0, middle) + control + sample.slice(middle + 1));
            if (!parsed.success || (LINE_BREAK_OR_TAB.has(control) && MULTILINE_FIELDS.has(name))) continue;
            if (stringsIn(parsed.data).some((text) => text.includes(control))) problems.push(`${label}: accepted and kept U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`);
          }
        }
      }
    }
  }
  expect(problems).toEqual([]);
  expect(stringFieldTotals.fields).toBeGreaterThan(40);
});

describe.each(apiRoutePaths().map((route) => [route.urlPath, route] as const))('%s', (urlPath, routePath) => {
  it(`never answers 5xx, leaks nothing, and a refusal changes no row (${RUNS} runs)`, async () => {
    const route = await loadApiRoute(routePath);
    // A fresh owner per route: some routes sign the owner out everywhere or delete them.
    const owner = await createVerifiedUser();
    const objects = await giveOwnerObjects(owner);
    const routeActors = { ...actors, owner };
    const known = {
      subscriptionId: [objects.subscriptionId],
      txId: [objects.txId],
      paymentMethodId: [objects.cardId, 'pm_card_visa', 'pm_card_chargeDeclined'],
      listId: [objects.listId, 'climate-dispatch'],
      email: [owner.email, actors.other.email],
      uid: [owner.uid, actors.other.uid],
      confirm: ['DELETE MY ACCOUNT'],
      token: [owner.idToken, actors.anonymous.idToken],
      anonymousToken: [actors.anonymous.idToken],
    };
    let baseline = await rowCounts();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, () => routeActors, known), async (request) => {
        resetRateLimits();
        const { url, query } = concreteUrl(route, request.params, request.search);
        const answer = await invokeInProcess(route.handler, { method: request.method, url, query, headers: request.headers, body: request.body });
        totals.runs++;
        totals.statuses.set(answer.status, (totals.statuses.get(answer.status) ?? 0) + 1);
        const problems: string[] = [];
        if (answer.status >= 500) {
          totals.fiveHundreds++;
          problems.push(`answered ${answer.status}`);
        }
        if (LEAK.test(answer.text)) {
          totals.leaks++;
          problems.push(`leaked ${JSON.stringify(answer.text.slice(0, 300))}`);
        }
        const counts = await rowCounts();
        if (answer.status >= 400 && answer.status < 500) {
          const changed = Object.keys(counts).filter((table) => counts[table] !== baseline[table]);
          if (changed.length) {
            totals.refusedWithChanges++;
            problems.push(`answered ${answer.status} but changed ${changed.join(', ')}`);
          }
        }
        baseline = counts;
        if (problems.length) failures.push(`${request.kind}: ${problems.join('; ')} (${answer.text.slice(0, 200)})`);
        return problems.length === 0;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    ).catch((error: unknown) => {
      // fast-check's own report repeats the whole request (1 MB strings included): keep its seed and path.
      const replay = /\{ seed: .*?\}/.exec(error instanceof Error ? error.message : '')?.[0] ?? String(error).slice(0, 300);
      throw new Error(`${urlPath}: ${failures.slice(0, 3).join('\n')}\nreplay with ${replay}`);
    });
    totals.routes++;
  });
});

/** What Next would answer for a getServerSideProps result: a page, a 404, a redirect, or what the function wrote itself (a 304). */
function pageAnswerKind(result: unknown, ended: boolean, status: number): string | null {
  if (ended) return String(status);
  if (typeof result !== 'object' || result === null) return null;
  if ('props' in result) return '200';
  if ('notFound' in result && result.notFound === true) return '404';
  if ('redirect' in result) return 'redirect';
  return null;
}

describe('dynamic pages', () => {
  let sitemapPaths: string[] = [];

  beforeAll(async () => {
    // Real content, so params from the sitemap reach the rows and the pages render as readers see them.
    const db = await getDb();
    await seedContent(db, { dataDir: getConfig().DATA_DIR });
    sitemapPaths = (await listSitemapEntries(db)).map((entry) => entry.path);
  }, 120_000);

  it('finds every dynamic page under pages/', () => {
    expect(dynamicPagePaths().map((page) => page.urlPath)).toEqual(expect.arrayContaining(['/tv/[slug]', '/[category]/[date]/[slug]', '/podcasts/[series]/[episode]', '/quizzes/[slug]']));
  });

  describe.each(dynamicPagePaths().map((page) => [page.urlPath, page] as const))('%s', (urlPath, page) => {
    it(`never throws (a 500) and answers a page, a 404 or a redirect, with control characters in every param (${RUNS} runs)`, async () => {
      const getServerSideProps = await loadGetServerSideProps(page);
      const real = realParams(page, sitemapPaths);
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(pageRequestArbitrary(page, real), async ({ params, query }) => {
          pageTotals.runs++;
          let kind: string | null;
          try {
            const answer = await callPage(getServerSideProps, { params, query });
            kind = pageAnswerKind(answer.result, answer.ended, answer.status);
          } catch (error) {
            pageTotals.fiveHundreds++;
            failures.push(`${JSON.stringify(params)} ${JSON.stringify(query)} threw ${String(error).slice(0, 200)}`);
            return false;
          }
          pageTotals.answers.set(kind ?? 'unknown', (pageTotals.answers.get(kind ?? 'unknown') ?? 0) + 1);
          if (kind === null) failures.push(`${JSON.stringify(params)} answered something Next cannot render`);
          return kind !== null;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch((error: unknown) => {
        const replay = /\{ seed: .*?\}/.exec(error instanceof Error ? error.message : '')?.[0] ?? String(error).slice(0, 300);
        throw new Error(`${urlPath}: ${failures.slice(0, 3).join('\n')}\nreplay with ${replay}`);
      });
      // Desk pages are staff-only and in no sitemap: their params are shaped ones (a visitor is sent to sign in).
      // So are a donor's payment pages (the 3-D Secure return names a payment of theirs), and the sitemap index's files.
      expect(real.length > 0 || page.urlPath.startsWith('/desk/') || page.urlPath.startsWith('/payments/') || ['txId', 'year', 'token', '...path', 'file'].some((param) => page.params.includes(param))).toBe(true);
      pageTotals.pages++;
    });
  });
});
