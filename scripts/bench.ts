// npm run bench: autocannon against the production build on 127.0.0.1 with 10,000 generated
// articles, for the home page and an article page. Figures are for comparing runs on one machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureProductionBuild } from './site-build';
import { startSiteProcess } from './site-process';

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
  console.log(`Seeding ${ARTICLES} generated articles…`);
  const site = await startSiteProcess({
    quiet: true,
    prepare: (dataDir) => {
      const tsx = path.join('node_modules', '.bin', 'tsx');
      const seeded = spawnSync(tsx, ['scripts/seed.ts', '--articles', String(ARTICLES)], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
      if (seeded.status !== 0) throw new Error('seeding failed');
    },
  });
  try {
    const base = site.baseUrl;
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
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
