// npm run bench:cpu: what a page costs the server in CPU, against what Next.js itself costs for the
// same bytes (issue [19]). The site with the content cache off, on with every request rendered
// (its body from the page body cache, decision 337, and without that cache), and on with the page
// cache answering (decision 324), and the bare Next.js app
// sending each page's own markup and props, are measured in turns, a round at a time. Each sample
// is divided by the bare app's sample of its round, and each ratio is the median of those: the
// machine's other work moves from minute to minute, and falls on both sides of a ratio within a round.
// BENCH_CPU_POSTGRES=1 adds the site uncached on Postgres (its own CPU and Postgres's counted).
// CPU is user + system time from /proc of the server's whole process tree (every thread), divided
// by the requests answered. docs/performance.md explains it.
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { startBareNext } from './bench/bare-next';
import { PINNED, seededTemplate, startSite } from './bench/load';
import { pagesNamedIn } from './bench/pages-named';
import { type PostgresSite, startPostgresSite } from './bench/postgres-site';
import { treeCpuMs } from './bench/process-cpu';
import { ensureProductionBuild } from './site-build';
import { SESSION_COOKIE } from '@/lib/server/auth/session-cookie';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 2_000);
// Enough to keep the server busy; CPU per request hardly depends on it, unlike latency.
const CONNECTIONS = 8;
const ARTICLE_PATH = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/;

interface Sample {
  cpuMs: number;
  rps: number;
  errors: number;
}

/** REQUESTS requests to `url` after `warmUp` unmeasured, and the CPU the processes under `pids` spent on them. */
async function sample(url: string, pids: number[], headers: Record<string, string>, warmUp: number): Promise<Sample> {
  await autocannon({ url, headers, connections: CONNECTIONS, amount: warmUp });
  const cpuMs = () => pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);
  const before = cpuMs();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, amount: REQUESTS });
  const used = cpuMs() - before;
  return { cpuMs: used / Math.max(1, result.requests.total), rps: Math.round(result.requests.total / result.duration), errors: result.errors + result.timeouts + result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  ensureProductionBuild();
  const template = seededTemplate(ARTICLES);
  const uncached = await startSite(template, { CONTENT_CACHE_SECONDS: '0' });
  const cached = await startSite(template, {});
  const everyBody = await startSite(template, { PAGE_BODY_CACHE_MB: '0' });
  let bare: Awaited<ReturnType<typeof startBareNext>> | undefined;
  let onPostgres: PostgresSite | undefined;
  try {
    const home = await (await fetch(uncached.baseUrl)).text();
    const article = ARTICLE_PATH.exec(home)?.[1];
    if (!article) throw new Error('the home page links no article');
    const every: Record<string, string> = { article, home: '/', category: `/${article.split('/')[1]}` };
    // BENCH_CPU_PAGES (`article`, `home,category`) measures some pages only; the acceptance is all three.
    const paths = Object.fromEntries(pagesNamedIn('BENCH_CPU_PAGES', Object.keys(every)).map((name) => [name, every[name] as string]));
    const html = Object.fromEntries(await Promise.all(Object.entries(paths).map(async ([name, path]) => [name, await (await fetch(`${uncached.baseUrl}${path}`)).text()] as const)));
    bare = await startBareNext(html, template);
    const bareProcess = bare;
    const servers: { name: string; pids: number[]; url: (page: string) => string; headers: Record<string, string> }[] = [
      { name: 'bare Next.js', pids: [bareProcess.child.pid ?? 0], url: (page: string) => `${bareProcess.url}?page=${page}`, headers: {} },
      { name: 'uncached', pids: [uncached.pid], url: (page: string) => `${uncached.baseUrl}${paths[page]}`, headers: {} },
      // A session cookie keeps the request out of the page cache (decision 324): every request runs
      // the page's getServerSideProps and document, from cached content, as a signed-in reader's does;
      // the public pages read nothing of the cookie, so the body comes from the page body cache.
      { name: 'content cache, rendered', pids: [cached.pid], url: (page: string) => `${cached.baseUrl}${paths[page]}`, headers: { cookie: `${SESSION_COOKIE}=bench` } },
      // The same with React rendering every body again: what the page body cache saves.
      { name: 'content cache, every body rendered', pids: [everyBody.pid], url: (page: string) => `${everyBody.baseUrl}${paths[page]}`, headers: { cookie: `${SESSION_COOKIE}=bench` } },
      { name: 'content and page cache', pids: [cached.pid], url: (page: string) => `${cached.baseUrl}${paths[page]}`, headers: {} },
    ];
    if (process.env.BENCH_CPU_POSTGRES === '1') {
      const started = await startPostgresSite(ARTICLES, template, { CONTENT_CACHE_SECONDS: '0' });
      onPostgres = started;
      // Its generated stories are dated from its own seeding: the same story, perhaps on another day.
      const postgresArticle = ARTICLE_PATH.exec(await (await fetch(started.site.baseUrl)).text())?.[1] ?? article;
      const postgresPaths: Record<string, string> = { ...paths, ...(paths.article ? { article: postgresArticle } : {}) };
      servers.splice(2, 0, {
        name: 'uncached, Postgres (its CPU too)',
        pids: [started.site.pid, started.postgresPid],
        url: (page: string) => `${started.site.baseUrl}${postgresPaths[page]}`,
        headers: {},
      });
    }
    const samples = new Map<string, Sample[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const page of Object.keys(paths)) {
        for (const server of servers) {
          // A fresh process is still optimising its hot paths after a quarter of a sample (round 1 cost
          // bare Next.js 1.4-2.2x its later rounds), so each page's first sample on a server waits longer.
          const measured = await sample(server.url(page), server.pids, server.headers, round === 1 ? REQUESTS : Math.ceil(REQUESTS / 4));
          const key = `${page}|${server.name}`;
          samples.set(key, [...(samples.get(key) ?? []), measured]);
          console.log(`  round ${round}, ${page}, ${server.name}: ${measured.cpuMs.toFixed(2)} CPU ms per request, ${measured.rps} req/s${measured.errors ? `, ${measured.errors} errors` : ''}`);
        }
      }
    }
    console.log(`\n${ARTICLES.toLocaleString('en-NZ')} articles, ${REQUESTS} requests per sample at ${CONNECTIONS} connections, ${ROUNDS} rounds (medians; × bare is the median of each round's ratio), Node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    console.log(PINNED ? 'Servers on core 1, autocannon on core 0.' : 'Servers and autocannon share the cores (no taskset).');
    console.log(`Article page: ${article}`);
    console.table(
      Object.keys(paths).flatMap((page) => {
        const of = (server: string) => samples.get(`${page}|${server}`) ?? [];
        const bareSamples = of('bare Next.js');
        return servers.map((server) => {
          const list = of(server.name);
          const ratios = list.map((s, round) => s.cpuMs / (bareSamples[round]?.cpuMs ?? Number.NaN));
          return {
            page: `${page} (${(Buffer.byteLength(html[page] ?? '') / 1024).toFixed(1)} KB)`,
            server: server.name,
            'CPU ms/req': Number(median(list.map((s) => s.cpuMs)).toFixed(2)),
            '× bare': Number(median(ratios).toFixed(2)),
            'rounds × bare': ratios.map((ratio) => ratio.toFixed(2)).join(' '),
            'req/s': median(list.map((s) => s.rps)),
            errors: list.reduce((sum, s) => sum + s.errors, 0),
          };
        });
      }),
    );
  } finally {
    bare?.child.kill();
    await Promise.all([uncached.stop(), cached.stop(), everyBody.stop(), onPostgres?.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
