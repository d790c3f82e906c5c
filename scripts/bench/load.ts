// What every bench mode shares: pinning, autocannon runs, the in-memory server and the seeded data.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type SiteProcess, startSiteProcess } from '../site-process';

export const CONNECTIONS = 32;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// A server reaches its steady speed only after V8 has optimised its hot paths: on this machine
// the article page ran at 60 % of its steady rate for the first few thousand requests.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);

// On two or more cores the servers run on core 1 and autocannon on core 0, so the load
// generator does not take CPU from the server it measures. Children inherit the affinity of
// the process that starts them.
export const PINNED = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
function pinSelf(cpu: number): void {
  if (PINNED) spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' });
}
export const SERVER_CPU = 1;
export const LOAD_CPU = 0;

/** Runs `start` with this process on the server core, so what it spawns stays there. */
export async function onServerCore<T>(start: () => Promise<T>): Promise<T> {
  pinSelf(SERVER_CPU);
  try {
    return await start();
  } finally {
    pinSelf(LOAD_CPU);
  }
}
pinSelf(LOAD_CPU);

export interface Measured {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** WARM_UP_SECONDS of the same load unmeasured (code loading, JIT, database caches), then CONNECTIONS connections for DURATION_SECONDS. */
export async function measure(target: Target): Promise<Measured> {
  const options = { url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body };
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    // A 304 is the answer a revalidation wants; failures are no answer, 4xx and 5xx.
    errors: result.errors + result.timeouts + Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, stat]) => sum + (Number(code) >= 400 ? (stat.count ?? 0) : 0), 0),
  };
}

/**
 * A plain `http` server in its own process on the server core, answering each path in `pages`
 * with that page's exact bytes and content type from memory: the ceiling for this machine, load
 * generator and page size.
 */
export async function startMemoryServer(pages: Map<string, { body: Buffer; type: string }>): Promise<{ url: string; child: ChildProcess }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-bench-'));
  const index: Record<string, { file: string; type: string }> = {};
  [...pages].forEach(([route, page], i) => {
    writeFileSync(path.join(dir, String(i)), page.body);
    index[route] = { file: path.join(dir, String(i)), type: page.type };
  });
  const code = `const fs = require('fs');
const pages = new Map(Object.entries(JSON.parse(process.argv[1])).map(([route, p]) => [route, { body: fs.readFileSync(p.file), type: p.type }]));
require('http').createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) { res.writeHead(404); res.end(); return; }
  req.resume();
  res.writeHead(200, { 'content-type': page.type, 'content-length': page.body.length });
  res.end(page.body);
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = await onServerCore(async () => spawn(process.execPath, ['-e', code, JSON.stringify(index)], { stdio: ['ignore', 'pipe', 'inherit'] }));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the in-memory server exited')));
  });
  rmSync(dir, { recursive: true, force: true });
  return { url: `http://127.0.0.1:${port}`, child };
}

// Seeded data folders are kept between runs, keyed by the article count and the migrations, so
// 100,000 articles are generated once per machine (BENCH_DATA_CACHE, default .bench-data).
const CACHE_DIR = path.resolve(process.env.BENCH_DATA_CACHE ?? '.bench-data');
const MIGRATIONS = path.join('lib', 'server', 'db', 'migrations');

function migrationsHash(): string {
  const hash = createHash('sha1');
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  hash.update(readFileSync(path.join('lib', 'server', 'seed', 'generate-articles.ts')));
  return hash.digest('hex').slice(0, 10);
}

/** A data folder holding the sample content and `articles` generated articles, seeded once and kept. */
export function seededTemplate(articles: number): string {
  const dir = path.join(CACHE_DIR, `articles-${articles}-${migrationsHash()}`);
  if (existsSync(path.join(dir, 'complete'))) return dir;
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(path.join(CACHE_DIR, 'seeding-'));
  console.log(`Seeding ${articles.toLocaleString('en-NZ')} generated articles (kept in ${path.relative(process.cwd(), dir)})…`);
  const started = Date.now();
  const seeded = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/seed.ts', '--articles', String(articles)], {
    env: { ...process.env, DATA_DIR: work },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  writeFileSync(path.join(work, 'complete'), `${new Date().toISOString()}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
  return dir;
}

/** Starts the site on the server core with a copy of a seeded data folder. */
export function startSite(template: string, env: Record<string, string>): Promise<SiteProcess> {
  return onServerCore(() => startSiteProcess({ quiet: true, env, prepare: (dataDir) => cpSync(template, dataDir, { recursive: true }) }));
}

/** A member signed up through the site's pass-through to the Auth emulator. */
export async function signUpMember(baseUrl: string): Promise<{ uid: string; idToken: string }> {
  const answer = await fetch(`${baseUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.nz`, password: 'korero-2026', returnSecureToken: true }),
  });
  if (!answer.ok) throw new Error(`the Auth emulator refused a sign-up: ${answer.status}`);
  const { localId, idToken } = (await answer.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}
