// npm run bench: autocannon against the production build on 127.0.0.1 with 10,000 generated
// articles. Measures a plain Node `http` server sending the article page's bytes from memory (the
// ceiling on this machine), then the home and article pages with the content cache off (every
// request through the whole SSR path and the database) and on, and prints each page's share of
// the ceiling, and the article page's first-load JavaScript. A bare Next.js app (bench/bare-next:
// no database, layout or providers) sending the same bytes shows what the framework alone costs.
// docs/performance.md explains it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, waitForHttp } from './free-port';
import { ensureProductionBuild } from './site-build';
import { type SiteProcess, startSiteProcess } from './site-process';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const FIRST_LOAD_BUDGET_KB = 150;
const ARTICLE_ROUTE = '/[category]/[date]/[slug]';
const ARTICLE_PATH = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/;

// On two or more cores the servers run on core 1 and autocannon on core 0, so the load
// generator does not take CPU from the server it measures. Children inherit the affinity of
// the process that starts them.
const PINNED = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
function pinSelf(cpu: number): void {
  if (PINNED) spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' });
}
const SERVER_CPU = 1;
const LOAD_CPU = 0;

interface Row {
  page: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'vs memory': string;
}

async function measure(page: string, url: string): Promise<Omit<Row, 'vs memory'>> {
  // Warm up: the first requests load code and fill the database's caches.
  await autocannon({ url, connections: 4, amount: 200 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    page,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A plain `http` server on 127.0.0.1 answering every request with `body`, in its own process. */
async function startMemoryServer(body: Buffer): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'panui-bench-')), 'article.html');
  writeFileSync(file, body);
  const code = `const body = require('fs').readFileSync(process.argv[1]);
require('http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', code, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the in-memory server exited')));
  });
  rmSync(path.dirname(file), { recursive: true, force: true });
  return { url: `http://127.0.0.1:${port}/`, child };
}

/** Gzipped size in KB of the JavaScript a first visit to `route` loads. */
function firstLoadKb(route: string): number {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles?: string[]; pages: Record<string, string[]> };
  const files = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])]);
  const bytes = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSync(readFileSync(path.join('.next', file))).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

const BARE_APP = path.join('bench', 'bare-next');

/**
 * Builds and starts the bare Next.js app on the server core. Its page sends the article page's
 * markup and page props (taken from `articleHtml`), so only the work around them differs.
 */
async function startBareNext(articleHtml: string, workDir: string): Promise<{ url: string; child: ChildProcess }> {
  const start = articleHtml.indexOf('<div id="__next">') + '<div id="__next">'.length;
  const end = articleHtml.indexOf('</div><script id="__NEXT_DATA__"');
  const nextData = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(articleHtml)?.[1];
  if (start < '<div id="__next">'.length || end < start || !nextData) throw new Error('the article page has no __next markup or __NEXT_DATA__');
  const file = path.join(workDir, 'bare-page.json');
  writeFileSync(file, JSON.stringify({ markup: articleHtml.slice(start, end), data: (JSON.parse(nextData) as { props: { pageProps: unknown } }).props.pageProps }));
  const built = spawnSync(path.join('node_modules', '.bin', 'next'), ['build', BARE_APP], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error(`next build ${BARE_APP} failed`);
  const port = String(await freePort());
  pinSelf(SERVER_CPU);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BARE_APP, 'server.ts')], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', PORT: port, BARE_PAGE_FILE: file },
  });
  pinSelf(LOAD_CPU);
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 60_000);
  return { url, child };
}

function seedTemplate(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-bench-data-'));
  const tsx = path.join('node_modules', '.bin', 'tsx');
  const seeded = spawnSync(tsx, ['scripts/seed.ts', '--articles', String(ARTICLES)], { env: { ...process.env, DATA_DIR: dir }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error('seeding failed');
  return dir;
}

/** Starts the site on the server core with a copy of the seeded data. */
async function startSite(template: string, cacheSeconds: number): Promise<SiteProcess> {
  pinSelf(SERVER_CPU);
  try {
    return await startSiteProcess({ quiet: true, env: { CONTENT_CACHE_SECONDS: String(cacheSeconds) }, prepare: (dataDir) => cpSync(template, dataDir, { recursive: true }) });
  } finally {
    pinSelf(LOAD_CPU);
  }
}

async function main() {
  ensureProductionBuild();
  console.log(`Seeding ${ARTICLES} generated articles…`);
  const template = seedTemplate();
  const rows: Omit<Row, 'vs memory'>[] = [];
  let helper: ChildProcess | undefined;
  try {
    const uncached = await startSite(template, 0);
    let articlePath: string;
    try {
      const home = await (await fetch(uncached.baseUrl)).text();
      articlePath = ARTICLE_PATH.exec(home)?.[1] ?? '';
      if (!articlePath) throw new Error('no article link on the home page');
      const bytes = Buffer.from(await (await fetch(`${uncached.baseUrl}${articlePath}`)).arrayBuffer());
      pinSelf(SERVER_CPU);
      const server = await startMemoryServer(bytes).finally(() => pinSelf(LOAD_CPU));
      helper = server.child;
      rows.push(await measure(`memory http (${Math.round(bytes.length / 1024)} KB)`, server.url));
      helper.kill();
      const bare = await startBareNext(bytes.toString('utf8'), template);
      helper = bare.child;
      rows.push(await measure('bare Next.js, tiny page', `${bare.url}tiny`));
      rows.push(await measure('bare Next.js, article bytes', bare.url));
      helper.kill();
      rows.push(await measure('home, uncached', uncached.baseUrl));
      rows.push(await measure('article, uncached', `${uncached.baseUrl}${articlePath}`));
    } finally {
      await uncached.stop();
    }
    const cached = await startSite(template, 30);
    try {
      rows.push(await measure('home, cached', cached.baseUrl));
      rows.push(await measure('article, cached', `${cached.baseUrl}${articlePath}`));
    } finally {
      await cached.stop();
    }
    const ceiling = rows[0]?.['req/s'] ?? 1;
    const table: Row[] = rows.map((row) => ({ ...row, 'vs memory': `${((100 * row['req/s']) / ceiling).toFixed(1)}%` }));
    console.log(`\n${ARTICLES} generated articles, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each, Node ${process.version}, ${cpus().length} cores`);
    console.log(PINNED ? `Servers on core ${SERVER_CPU}, autocannon on core ${LOAD_CPU}.` : 'Servers and autocannon share the cores (no taskset).');
    console.log(`Article page: ${articlePath}`);
    console.table(table);
    const articleJs = firstLoadKb(ARTICLE_ROUTE);
    console.log(`First-load JS, gzipped: article page ${articleJs} KB (budget ${FIRST_LOAD_BUDGET_KB} KB, ${articleJs <= FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER'}), home page ${firstLoadKb('/')} KB`);
  } finally {
    helper?.kill();
    rmSync(template, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
