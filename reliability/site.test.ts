import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedUser } from '@/__tests__/helpers/firebase-emulator';
import { ensureProductionBuild } from '@/scripts/site-build';
import { type SiteProcess, startSiteProcess } from '@/scripts/site-process';
import { apiRoutePaths, loadApiRoute } from './helpers/api-routes';
import { writeFigures } from './helpers/figures';

// The production build, served as `npm start` serves it: routing tricks, response headers, three
// browser journeys with the Content-Security-Policy watching, and what the person on call reads
// (log lines, metrics, traces).

jest.setTimeout(600_000);

let site: SiteProcess;
const figures: [string, string][] = [];
const METRICS_TOKEN = 'metrics-token-of-the-site-suite-0123456789';
const logDir = mkdtempSync(path.join(tmpdir(), 'panui-site-log-'));
const logFile = path.join(logDir, 'site.log');
// An OpenTelemetry collector for the site's traces: OTLP/HTTP, JSON.
interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}
const spans: ExportedSpan[] = [];
let collector: Server;

beforeAll(async () => {
  // The policy checked below is a site's without ads: a build made with them (the journeys' one) is built again.
  process.env.NEXT_PUBLIC_AD_UNIT_PREFIX = '';
  ensureProductionBuild();
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
      spans.push(...sent.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  // The site shares this run's Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) and gets its own database.
  const saved = { PGLITE_DIR: process.env.PGLITE_DIR, NODE_ENV: process.env.NODE_ENV };
  delete process.env.PGLITE_DIR;
  try {
    site = await startSiteProcess({
      env: {
        ENABLE_TEST_ROUTES: '1',
        TRUST_PROXY: '1',
        METRICS_TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        // Batches every 100 ms rather than 5 s, so the test waits less for them.
        OTEL_BSP_SCHEDULE_DELAY: '100',
        LOG_LEVEL: 'info',
      },
      logFile,
    });
  } finally {
    Object.assign(process.env, saved);
  }
}, 900_000);

afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => (collector ? collector.close(() => resolve()) : resolve()));
  rmSync(logDir, { recursive: true, force: true });
  writeFigures('site', figures);
});

const fetchSite = (pathname: string, init: RequestInit = {}) => fetch(`${site.baseUrl}${pathname}`, { redirect: 'manual', ...init });

describe('routing tricks bypass nothing', () => {
  const TRICKS: [string, (p: string) => string][] = [
    ['as is', (p) => p],
    ['trailing slash', (p) => `${p}/`],
    ['doubled slash', (p) => `/${p}`],
    ['inner doubled slash', (p) => p.replace('/api/', '/api//')],
    ['%2F for a slash', (p) => p.replace(/\/([^/]+)$/, '%2F$1')],
    ['upper case', (p) => p.toUpperCase()],
    ['.json suffix', (p) => `${p}.json`],
    ['dot segment', (p) => p.replace(/\/([^/]+)$/, '/./$1')],
    ['dot-dot segment', (p) => p.replace(/\/([^/]+)$/, '/x/../$1')],
    ['encoded letters', (p) => p.replace('api', '%61pi')],
  ];
  const MIDDLEWARE_HEADERS = ['middleware', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware', 'pages/_middleware', 'proxy:proxy:proxy:proxy:proxy'];

  it('never answers a route that needs a sign-in without one, however the path is written', async () => {
    const loaded = await Promise.all(apiRoutePaths().map(loadApiRoute));
    const protectedRoutes = loaded.filter((route) => Object.values(route.methods ?? {}).some((spec) => spec?.auth === 'required'));
    const answered: string[] = [];
    let requests = 0;
    for (const route of protectedRoutes) {
      const method = Object.keys(route.methods ?? {})[0] ?? 'POST';
      for (const [trick, write] of TRICKS) {
        for (const header of MIDDLEWARE_HEADERS) {
          let url = write(route.urlPath);
          let res = await fetchSite(url, { method, headers: { 'content-type': 'application/json', 'x-middleware-subrequest': header }, body: method === 'GET' ? undefined : '{}' });
          // A redirect (Next drops a trailing slash with a 308) is followed as a browser would, keeping the method.
          for (let hops = 0; hops < 3 && res.status >= 300 && res.status < 400; hops++) {
            url = new URL(res.headers.get('location') ?? '/', site.baseUrl).pathname;
            res = await fetchSite(url, { method, headers: { 'content-type': 'application/json', 'x-middleware-subrequest': header }, body: method === 'GET' ? undefined : '{}' });
          }
          requests++;
          const text = await res.text();
          if (res.status < 400 || res.status >= 500 || /"data"/.test(text)) answered.push(`${trick} ${header}: ${route.urlPath} → ${res.status}`);
        }
      }
    }
    expect(answered).toEqual([]);
    figures.push(['routing tricks × middleware headers on protected routes: answered without a sign-in', `0 of ${requests}`]);
  });

  it('has no middleware for auth to depend on', () => {
    for (const file of ['middleware.ts', 'middleware.js', 'proxy.ts', 'proxy.js', 'src/middleware.ts']) {
      expect({ file, exists: existsSync(path.join(process.cwd(), file)) }).toEqual({ file, exists: false });
    }
  });
});

describe('response headers', () => {
  const cspOf = (res: Response) => new Map((res.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

  it('a server-rendered page: a fresh nonce each render, on every script, and the policy allows only our scripts and Stripe.js', async () => {
    const first = await fetchSite('/');
    const html = await first.text();
    const scriptSrc = cspOf(first).get('script-src') ?? [];
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // A signed-in reader's request is rendered afresh (the page cache never answers it, decision 324).
    const rendered = await fetchSite('/', { headers: { cookie: '__session=someone' } });
    expect(cspOf(rendered).get('script-src')).not.toContain(`'nonce-${nonce}'`);
    // A reader the page cache answers gets the page's own policy with it: the nonce its scripts carry.
    const replayed = await fetchSite('/');
    const replayedNonce = (cspOf(replayed).get('script-src') ?? []).find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    expect(await replayed.text()).toContain(`nonce="${replayedNonce}"`);
    // Every script element Next wrote carries the nonce.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    // No ads or analytics are configured in this build, so only our own files and Stripe.js.
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`, 'https://js.stripe.com']);
    expect(cspOf(first).get('frame-ancestors')).toEqual(["'none'"]);
    expect(cspOf(first).get('object-src')).toEqual(["'none'"]);
    expect(cspOf(first).get('base-uri')).toEqual(["'self'"]);
    figures.push(['CSP script-src (no ads or analytics configured)', scriptSrc.join(' ').replace(nonce!, '…')]);
  });

  it('a page rendered at build time keeps its policy without a nonce, and its HTML holds no request data', async () => {
    // Pages that take a password or a card are rendered per request (decision 118); this one takes neither.
    const res = await fetchSite('/forgot-password?email=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(cspOf(res).get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://js.stripe.com']);
    expect(await res.text()).not.toContain('<script>alert(1)');
  });

  it.each(['/', '/sign-in', '/donate', '/api/tsom/newsletters/get-all-newsletters', '/favicon.svg'])('%s carries HSTS, nosniff, a referrer policy and frame protection', async (pathname) => {
    const res = await fetchSite(pathname, pathname.startsWith('/api/') ? { method: 'POST' } : {});
    expect({
      status: res.status < 400,
      hsts: res.headers.get('strict-transport-security'),
      nosniff: res.headers.get('x-content-type-options'),
      referrer: res.headers.get('referrer-policy'),
      frame: res.headers.get('x-frame-options'),
      frameAncestors: cspOf(res).get('frame-ancestors'),
    }).toEqual({
      status: true,
      hsts: 'max-age=63072000; includeSubDomains',
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      frame: 'DENY',
      frameAncestors: ["'none'"],
    });
  });

  it('answers that depend on a cookie or a token are private, no-store; public pages carry nothing personal', async () => {
    const member = await createVerifiedUser();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${member.idToken}`, 'x-forwarded-for': '198.51.100.20' };
    await fetchSite('/api/tsom/members', { method: 'POST', headers, body: JSON.stringify({ email: member.email, firstName: 'Mere' }) });
    const login = await fetchSite('/api/auth/login', { method: 'POST', headers, body: JSON.stringify({ token: member.idToken }) });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('__session='))?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const personal = [
      await fetchSite('/api/auth/auth', { headers: { cookie } }),
      login,
      await fetchSite('/api/tsom/members/get-member?uid=' + member.uid, { method: 'POST', headers }),
      await fetchSite('/api/tsom/payments/list-transactions', { method: 'POST', headers }),
    ];
    for (const res of personal) expect(res.headers.get('cache-control')).toBe('private, no-store');
    for (const pathname of ['/', '/donate', '/newsletters']) {
      const res = await fetchSite(pathname, { headers: { cookie, 'x-forwarded-for': '198.51.100.20' } });
      const html = await res.text();
      expect({ pathname, email: html.includes(member.email), uid: html.includes(member.uid), name: html.includes('Mere') }).toEqual({ pathname, email: false, uid: false, name: false });
    }
    figures.push(['personal answers private, no-store', `${personal.length} of ${personal.length}`]);
  });
});

describe('what the person on call reads (issue [20])', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const metricsText = async () => {
    const res = await fetchSite('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('answers every page, call and file with a request id, keeping the one our proxy set', async () => {
    const answers = await Promise.all(['/', '/api/health/live', '/favicon.svg'].map((pathname) => fetchSite(pathname)));
    expect(answers.map((res) => [res.status, UUID.test(res.headers.get('x-request-id') ?? '')])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    const proxied = await fetchSite('/', { headers: { 'x-request-id': '5b2f0c1e9d8a4b7c6e5f4a3b2c1d0e9f' } });
    expect(proxied.headers.get('x-request-id')).toBe('5b2f0c1e9d8a4b7c6e5f4a3b2c1d0e9f');
  });

  it('a page that fails answers 500 and leaves one JSON log line under its request id, and every line is JSON', async () => {
    const res = await fetchSite('/test/throw');
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id') ?? '';
    expect(await res.text()).toContain(`>${requestId}</p>`);
    const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { notJson: line };
      }
    });
    expect(parsed.filter((line) => 'notJson' in line)).toEqual([]);
    expect(parsed.filter((line) => line.requestId === requestId)).toEqual([expect.objectContaining({ level: 'error', msg: expect.stringContaining('Test error thrown on the server') })]);
    figures.push(['log lines of a failing page under its X-Request-Id', '1']);
  });

  it('counts requests by route pattern, never by URL, for the holder of the metrics token only', async () => {
    await Promise.all([fetchSite('/tv/no-such-show-a1b2c3'), fetchSite('/test/throw'), fetchSite('/api/health/live')]);
    expect((await fetchSite('/api/metrics')).status).toBe(401);
    const text = await metricsText();
    expect(text).toMatch(/^panui_http_requests_total\{method="GET",route="\/test\/throw",status="500"\} [1-9]/m);
    expect(text).toMatch(/^panui_http_requests_total\{method="GET",route="\/",status="200"\} [1-9]/m);
    expect(text).toMatch(/^panui_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/m);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].filter((route) => route?.includes('no-such-show') || route?.includes('favicon'))).toEqual([]);
    figures.push(['route labels in /api/metrics (patterns; none a URL)', String(routes.size)]);
  });

  it('sends traces to the collector: a page render with its database queries inside', async () => {
    await fetchSite('/');
    const attribute = (span: ExportedSpan, key: string) => span.attributes.find((found) => found.key === key)?.value.stringValue;
    const renderWithQueries = () => {
      const render = spans.find((span) => span.name === 'getServerSideProps /');
      const queries = render ? spans.filter((span) => span.parentSpanId === render.spanId && attribute(span, 'db.system.name') === 'postgresql') : [];
      const request = render && spans.find((span) => span.traceId === render.traceId && span.name === 'GET /');
      return { render: Boolean(render), request: Boolean(request), queries: queries.length > 0 };
    };
    // Spans leave the site in batches every 100 ms: wait for them, without asserting how long that takes.
    for (let waited = 0; waited < 120 && !renderWithQueries().queries; waited++) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(renderWithQueries()).toEqual({ render: true, request: true, queries: true });
    figures.push(['spans received from the production build', String(spans.length)]);
  });
});

describe('Content-Security-Policy in the browser', () => {
  it('records no violation in the reader, donation and member journeys', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'panui-csp-'));
    const file = path.join(dir, 'violations.jsonl');
    try {
      const journeys = ['a reader opens the home page, then an article from it', 'a visitor gives \\$25 once', 'a member changes \\$10 monthly to \\$20 monthly'];
      const code = await new Promise<number | null>((resolve) => {
        const runner = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', 'e2e/reading.spec.ts', 'e2e/donation.spec.ts', 'e2e/profile.spec.ts', '--grep', journeys.join('|'), '--reporter=line'], {
          stdio: 'inherit',
          // Playwright refuses to run when it sees Jest's worker variable.
          env: { ...withoutJest(process.env), E2E_BASE_URL: site.baseUrl, E2E_DATA_DIR: site.dataDir, E2E_AUTH_EMULATOR_URL: site.authEmulatorUrl, E2E_CSP_VIOLATIONS_FILE: file },
        });
        runner.once('exit', resolve);
      });
      const records = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { test: string; violations: unknown[] });
      const violations = records.flatMap((record) => record.violations);
      expect({ code, journeys: records.length, violations }).toEqual({ code: 0, journeys: 3, violations: [] });
      figures.push(['CSP violations in 3 journeys (reader, donation, member)', String(violations.length)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function withoutJest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('JEST_'))) as NodeJS.ProcessEnv;
}
