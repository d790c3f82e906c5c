// npm run bench: autocannon against the production build on 127.0.0.1. For the home, article,
// collection and podcast pages, /feed and the sandbox /payments call it measures the site, and a
// plain Node `http` server sending the same bytes from memory in the same run, and prints each
// as a share of it. Then the article page with 1,000, 10,000 and 100,000 seeded articles, the
// content cache on, a bare Next.js app with the article's bytes (the framework's own ceiling),
// and, when Postgres, Redis and nginx are installed, the article through two instances behind
// nginx's micro-cache. docs/performance.md explains it.
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { startBareNext } from './bench/bare-next';
import { ARTICLE_ROUTE, FIRST_LOAD_BUDGET_KB, firstLoadKb } from './bench/first-load';
import { CONNECTIONS, DURATION_SECONDS, type Measured, measure, onServerCore, PINNED, SERVER_CPU, LOAD_CPU, seededTemplate, signUpMember, startMemoryServer, startSite, type Target } from './bench/load';
import { stackInstalled, startStack } from './scale/stack';
import { ensureProductionBuild } from './site-build';
import type { SiteProcess } from './site-process';

const PAGES_ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const CORPUS_SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
// BENCH_PARTS picks what to run (default all): pages, cached, bare, corpus, stack.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pages,cached,bare,corpus,stack').split(','));
const CORPUS_ROUNDS = 3;
const ARTICLE_PATH = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/;

interface Row extends Measured {
  page: string;
  'memory req/s': number | '';
  'vs memory': string;
}

const share = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '');

async function firstMatch(url: string, pattern: RegExp, what: string): Promise<string> {
  const found = pattern.exec(await (await fetch(url)).text())?.[1];
  if (!found) throw new Error(`no ${what} at ${url}`);
  return found;
}

interface Page {
  name: string;
  path: string;
  target: Target;
  body: Buffer;
  type: string;
}

/** The pages the bench measures on `site`, with the bytes each answers. */
async function pagesOf(site: SiteProcess): Promise<Page[]> {
  const base = site.baseUrl;
  const article = await firstMatch(base, ARTICLE_PATH, 'article link');
  const series = await firstMatch(`${base}/podcasts`, /href="(\/podcasts\/[a-z0-9-]+)"/, 'podcast series');
  const episode = await firstMatch(`${base}${series}`, new RegExp(`href="(${series}/[a-z0-9-]+)"`), 'podcast episode');
  const member = await signUpMember(base);
  const payment = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.idToken}` },
    body: JSON.stringify({ email: 'bench@example.nz', billingInterval: 'ONE_OFF', price: 2_500, amount: 2_500, currency: 'NZD', description: 'Donation', metadata: {}, paymentMethodId: 'pm_card_visa' }),
  };
  const list: [string, string, Omit<Target, 'url'>][] = [
    ['home', '/', {}],
    ['article', article, {}],
    ['collection', `/${article.split('/')[1]}`, {}],
    ['podcast episode', episode, {}],
    ['/feed', '/feed', {}],
    ['/payments (sandbox)', '/api/tsom/payments', payment],
  ];
  return Promise.all(
    list.map(async ([name, route, options]) => {
      const target = { url: `${base}${route}`, ...options };
      const answer = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
      if (!answer.ok) throw new Error(`${name} answered ${answer.status}`);
      return { name, path: route, target, body: Buffer.from(await answer.arrayBuffer()), type: answer.headers.get('content-type') ?? 'text/html' };
    }),
  );
}

async function main() {
  ensureProductionBuild();
  const templates = new Map([...new Set([PAGES_ARTICLES, ...CORPUS_SIZES])].map((size) => [size, seededTemplate(size)]));
  const rows: Row[] = [];
  const corpus: { articles: number; measured: Measured }[] = [];
  const helpers: ChildProcess[] = [];
  const row = (page: string, measured: Measured, memory?: Measured): Row => {
    const added = { page, ...measured, 'memory req/s': memory?.['req/s'] ?? ('' as const), 'vs memory': memory ? share(measured['req/s'], memory['req/s']) : '' };
    rows.push(added);
    console.log(`  ${page}: ${measured['req/s']} req/s, p99 ${measured['p99 ms']} ms${memory ? `, ${added['vs memory']} of memory` : ''}`);
    return added;
  };
  try {
    let articlePage: Page | undefined;
    if (['pages', 'cached', 'bare', 'stack'].some((part) => PARTS.has(part))) {
      // Every page uncached: the whole SSR path and the database on every request.
      const uncached = await startSite(templates.get(PAGES_ARTICLES) as string, { CONTENT_CACHE_SECONDS: '0', PAYMENTS_RATE_LIMIT: '100000' });
      let memory: { url: string; child: ChildProcess } | undefined;
      try {
        const pages = await pagesOf(uncached);
        articlePage = pages.find((page) => page.name === 'article');
        memory = await startMemoryServer(new Map(pages.map((page) => [page.path, { body: page.body, type: page.type }])));
        helpers.push(memory.child);
        console.log(`Pages with ${PAGES_ARTICLES.toLocaleString('en-NZ')} articles, content cache off:`);
        for (const page of pages) {
          const ceiling = await measure({ url: `${memory.url}${page.path}`, method: page.target.method, body: page.target.body, headers: page.target.headers });
          const measured = await measure(page.target);
          row(`${page.name}, uncached (${(page.body.length / 1024).toFixed(1)} KB)`, measured, ceiling);
        }
      } finally {
        await uncached.stop();
      }
      if (!articlePage) throw new Error('no article page measured');
      // Each row below is compared with the memory server measured just before it, so a change in
      // the machine's load during the run falls on both sides of the ratio.
      const { url: memoryUrl } = memory;
      const articleBytes = articlePage.path;
      const versusArticle = async (name: string, target: Target) => {
        const ceiling = await measure({ url: `${memoryUrl}${articleBytes}` });
        row(name, await measure(target), ceiling);
      };

      if (PARTS.has('cached')) {
        const cached = await startSite(templates.get(PAGES_ARTICLES) as string, {});
        try {
          console.log('Content cache on (30 s):');
          row('home, cached', await measure({ url: cached.baseUrl }));
          await versusArticle('article, cached', { url: `${cached.baseUrl}${articlePage.path}` });
          const etag = (await fetch(`${cached.baseUrl}${articlePage.path}`)).headers.get('etag') ?? '';
          await versusArticle('article, If-None-Match (304)', { url: `${cached.baseUrl}${articlePage.path}`, headers: { 'if-none-match': etag } });
        } finally {
          await cached.stop();
        }
      }

      if (PARTS.has('bare')) {
        const bare = await startBareNext({ article: articlePage.body.toString('utf8') }, templates.get(PAGES_ARTICLES) as string);
        helpers.push(bare.child);
        console.log('Bare Next.js (bench/bare-next):');
        await versusArticle('bare Next.js, tiny page', { url: `${bare.url}tiny` });
        await versusArticle('bare Next.js, article bytes', { url: bare.url });
        bare.child.kill();
      }

      if (PARTS.has('stack') && stackInstalled()) {
        const stack = await onServerCore(() => startStack({ quiet: true, siteEnv: { CONTENT_CACHE_SECONDS: '0' } }));
        try {
          const article = await firstMatch(stack.url, ARTICLE_PATH, 'article link');
          console.log('Deployed shape (nginx micro-cache, two instances, Postgres, Redis):');
          // nginx keeps pages gzipped (decision 331): a browser's request is sent the cached bytes
          // as they are; one that does not take gzip (autocannon's default) has them unzipped.
          await versusArticle('article via nginx, gzip', { url: `${stack.url}${article}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
          await versusArticle('article via nginx', { url: `${stack.url}${article}` });
        } finally {
          await stack.stop();
        }
      } else if (PARTS.has('stack')) {
        console.log('nginx, redis-server or postgresql is not installed: the deployed-shape row is left out.');
      }
      memory.child.kill();
    }

    if (PARTS.has('corpus')) {
      // All corpora at once, measured in turns (rounds of 1k, 10k, 100k), and the median of each
      // kept: load from other work on the machine then falls on every corpus alike.
      const sites: { size: number; site: SiteProcess }[] = [];
      // One after another: each start pins this process to the server core for a moment.
      for (const size of CORPUS_SIZES) sites.push({ size, site: await startSite(templates.get(size) as string, { CONTENT_CACHE_SECONDS: '0' }) });
      try {
        const runs = new Map<number, Measured[]>(CORPUS_SIZES.map((size) => [size, []]));
        const paths = new Map(await Promise.all(sites.map(async ({ size, site }) => [size, `${site.baseUrl}${await firstMatch(site.baseUrl, ARTICLE_PATH, 'article link')}`] as const)));
        console.log(`Article page with ${CORPUS_SIZES.map((size) => size.toLocaleString('en-NZ')).join(', ')} articles, content cache off, ${CORPUS_ROUNDS} rounds:`);
        for (let round = 0; round < CORPUS_ROUNDS; round += 1) {
          for (const size of CORPUS_SIZES) {
            const measured = await measure({ url: paths.get(size) as string });
            runs.get(size)?.push(measured);
            console.log(`  ${size}: ${measured['req/s']} req/s, p99 ${measured['p99 ms']} ms`);
          }
        }
        for (const [size, measured] of runs) {
          const sorted = [...measured].sort((a, b) => a['req/s'] - b['req/s']);
          corpus.push({ articles: size, measured: sorted[Math.floor(sorted.length / 2)] as Measured });
        }
      } finally {
        await Promise.all(sites.map(({ site }) => site.stop()));
      }
    }

    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    console.log(PINNED ? `Servers on core ${SERVER_CPU}, autocannon on core ${LOAD_CPU}.` : 'Servers and autocannon share the cores (no taskset).');
    if (articlePage) console.log(`Article page: ${articlePage.path}`);
    if (rows.length) console.table(rows);
    const base = corpus.find((entry) => entry.articles === Math.min(...corpus.map((c) => c.articles)));
    console.table(
      corpus
        .sort((a, b) => a.articles - b.articles)
        .map((entry) => ({ articles: entry.articles, 'req/s': entry.measured['req/s'], 'p50 ms': entry.measured['p50 ms'], 'p99 ms': entry.measured['p99 ms'], errors: entry.measured.errors, [`vs ${base?.articles}`]: share(entry.measured['req/s'], base?.measured['req/s'] ?? 0) })),
    );
    const articleJs = firstLoadKb(ARTICLE_ROUTE);
    console.log(`First-load JS, gzipped: article page ${articleJs} KB (budget ${FIRST_LOAD_BUDGET_KB} KB, ${articleJs < FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER'}), home page ${firstLoadKb('/')} KB`);
  } finally {
    for (const child of helpers) child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
