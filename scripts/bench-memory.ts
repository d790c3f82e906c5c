// npm run bench:memory: does the server's memory settle under load? Starts the production site
// with 10,000 generated articles and its default settings (content cache on), sends 200,000
// mixed requests (many different articles, so the content cache fills to its cap, and home,
// collection, podcast, feed, search, 404 pages and revalidations with If-None-Match), and reads
// the server process's resident memory after the first 20,000 and at the end. Exits 1 when it
// grew by 10 % or more in between.
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { CONNECTIONS, seededTemplate, startSite } from './bench/load';
import { ensureProductionBuild } from './site-build';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const FIRST = Number(process.env.BENCH_MEMORY_FIRST ?? 20_000);
const TOTAL = Number(process.env.BENCH_MEMORY_TOTAL ?? 200_000);
const MAX_GROWTH = 0.1;

/** Resident memory in MB of the Next.js server: the biggest process in the site's process group. */
function siteRssMb(groupLeader: number): number {
  let biggest = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupLeader) continue; // process group id
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('run-site.')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      biggest = Math.max(biggest, Number(rss ?? 0) / 1024);
    } catch {
      // the process ended while it was read
    }
  }
  return Math.round(biggest);
}

async function mixedPaths(baseUrl: string): Promise<{ paths: string[]; etags: Map<string, string> }> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const articles = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)<\/loc>/g)].map((match) => match[1] as string).slice(0, 3_000);
  const categories = [...new Set(articles.map((article) => `/${article.split('/')[1]}`))];
  const paths = [
    ...articles,
    '/', '/', '/', '/feed', '/podcasts', '/quizzes', '/donate', '/search?q=council', '/search?q=flood+repairs',
    ...categories, ...categories.map((category) => `${category}?page=2`),
    '/no-such-page', '/news/01-01-2001/missing-story',
  ];
  const etags = new Map<string, string>();
  for (const path of ['/', articles[0] ?? '/', articles[1] ?? '/']) etags.set(path, (await fetch(`${baseUrl}${path}`)).headers.get('etag') ?? '');
  return { paths, etags };
}

async function send(baseUrl: string, amount: number, mix: { paths: string[]; etags: Map<string, string> }): Promise<{ rps: number; errors: number }> {
  const revalidations = [...mix.etags];
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          // One request in ten is a cache revalidating a page it holds.
          if (n % 10 === 0 && revalidations.length) {
            const [path, etag] = revalidations[n % revalidations.length] as [string, string];
            return { ...request, path, headers: { ...request.headers, 'if-none-match': etag } };
          }
          return { ...request, path: mix.paths[Math.floor(Math.random() * mix.paths.length)] as string, headers: {} };
        },
      },
    ],
  });
  // 404s are part of the mix; only failures to answer and server errors count.
  const serverErrors = Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, stat]) => sum + (Number(code) >= 500 ? (stat as { count: number }).count : 0), 0);
  return { rps: Math.round(result.requests.average), errors: result.errors + result.timeouts + serverErrors };
}

async function main() {
  ensureProductionBuild();
  const site = await startSite(seededTemplate(ARTICLES), {});
  try {
    const leader = site.pid;
    const mix = await mixedPaths(site.baseUrl);
    console.log(`${mix.paths.length} different addresses; ${FIRST.toLocaleString('en-NZ')} requests, then ${(TOTAL - FIRST).toLocaleString('en-NZ')} more, ${CONNECTIONS} connections.`);
    // In steps of FIRST requests, with the resident memory after each, so the trend is visible.
    let baseline = 0;
    let end = 0;
    let errors = 0;
    for (let sent = 0; sent < TOTAL; sent += FIRST) {
      const step = await send(site.baseUrl, Math.min(FIRST, TOTAL - sent), mix);
      end = siteRssMb(leader);
      baseline ||= end;
      errors += step.errors;
      console.log(`After ${(sent + Math.min(FIRST, TOTAL - sent)).toLocaleString('en-NZ')}: ${end} MB resident (${step.rps} req/s, ${step.errors} errors)`);
    }
    const growth = (end - baseline) / baseline;
    console.log(`Growth after the first ${FIRST.toLocaleString('en-NZ')}: ${(100 * growth).toFixed(1)} % (limit ${100 * MAX_GROWTH} %)`);
    if (growth >= MAX_GROWTH || errors > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
