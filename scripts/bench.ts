// npm run bench: autocannon against the production build on 127.0.0.1 with 10,000 generated
// articles, for the home page and an article page. Figures are for comparing runs on one machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForHttp } from './free-port';
import { ensureProductionBuild } from './site-build';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

async function measure(name: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    page: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function main() {
  ensureProductionBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' as const };
  console.log(`Seeding ${ARTICLES} generated articles…`);
  const seeded = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/seed.ts', '--articles', String(ARTICLES)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error('seeding failed');

  const [port, authPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const site = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/run-site.ts', '--prod'], {
    detached: true,
    stdio: 'ignore',
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, AUTH_EMULATOR_PORT: String(authPort) },
  });
  try {
    await waitForHttp(base, 180_000);
    const home = await (await fetch(base)).text();
    const articlePath = /<h2[^>]*><a href="([^"]+)"/.exec(home)?.[1];
    if (!articlePath) throw new Error('no article link on the home page');
    // Warm up: the first requests load code and fill PGlite's caches.
    await autocannon({ url: `${base}${articlePath}`, connections: 4, amount: 200 });
    await autocannon({ url: base, connections: 4, amount: 200 });
    const rows = [await measure('home /', base), await measure(`article ${articlePath.slice(0, 40)}…`, `${base}${articlePath}`)];
    console.log(`\n${ARTICLES} generated articles, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each, Node ${process.version}`);
    console.table(rows);
  } finally {
    if (site.pid) process.kill(-site.pid, 'SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
