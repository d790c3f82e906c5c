// tsx scripts/bench/explain-queries.ts [articles…]: the query plans behind the public pages on
// each seeded corpus (default 1,000 and 100,000 generated articles). Runs the services the
// home, article, collection, podcast and feed pages call on a copy of the bench's seeded data,
// records every statement they send, then runs each with EXPLAIN ANALYZE and prints its
// execution time and any sequential scan of a table that grows with the corpus.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededTemplate } from './load';

const GROWING = ['articles', 'article_authors', 'article_categories', 'article_tags'];

interface Statement {
  page: string;
  text: string;
  params: unknown[];
}

async function plansFor(articles: number): Promise<void> {
  const copy = mkdtempSync(path.join(tmpdir(), 'panui-explain-'));
  cpSync(seededTemplate(articles), copy, { recursive: true });
  process.env.DATA_DIR = copy;
  process.env.PGLITE_DIR = path.join(copy, 'pglite');
  const { closeDatabase, getDatabase } = await import('@/lib/server/db/client');
  const { loadHomeContent } = await import('@/lib/server/content/cached-content');
  const { findArticleByPath } = await import('@/lib/server/content/article-service');
  const { findSectionListing } = await import('@/lib/server/content/section-list-service');
  const { listFeedArticles } = await import('@/lib/server/syndication/feed-service');
  const { findPodcastSeries, listPodcastSeries } = await import('@/lib/server/content/podcast-service');
  try {
    const { db } = await getDatabase();
    const client = (db as unknown as { $client: { query: (text: string, params?: unknown[], options?: unknown) => Promise<unknown> } }).$client;
    const original = client.query.bind(client);
    const recorded: Statement[] = [];
    let page = '';
    client.query = async (text: string, params: unknown[] = [], options?: unknown) => {
      recorded.push({ page, text, params });
      return original(text, params, options);
    };
    page = 'home';
    const home = await loadHomeContent(db);
    const lead = home.lead?.path.split('/') ?? [];
    page = 'article';
    await findArticleByPath(db, { category: lead[1] ?? '', date: lead[2] ?? '', slug: lead[3] ?? '' });
    page = 'collection';
    await findSectionListing(db, lead[1] ?? '', 1);
    page = 'feed';
    await listFeedArticles(db);
    page = 'podcasts';
    const series = await listPodcastSeries(db);
    if (series[0]) await findPodcastSeries(db, series[0].slug);
    client.query = original;

    console.log(`\n${articles.toLocaleString('en-NZ')} generated articles`);
    for (const statement of recorded) {
      // The fastest of three runs: a shared machine adds pauses that are not the query's.
      let plan: string[] = [];
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run += 1) {
        const answer = (await original(`EXPLAIN (ANALYZE, BUFFERS OFF) ${statement.text}`, statement.params)) as { rows: { 'QUERY PLAN': string }[] };
        plan = answer.rows.map((row) => row['QUERY PLAN']);
        best = Math.min(best, Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN));
      }
      const time = `${best.toFixed(3)} ms`;
      const scans = plan.filter((line) => GROWING.some((table) => new RegExp(`Seq Scan on ${table}\\b`).test(line))).map((line) => line.trim());
      if (process.env.EXPLAIN_FULL) console.log(plan.join('\n'));
      console.log(`  ${statement.page.padEnd(10)} ${time.padStart(10)}  ${statement.text.replace(/\s+/g, ' ').slice(0, 70)}…${scans.length ? `\n      ${scans.join('\n      ')}` : ''}`);
    }
  } finally {
    await closeDatabase();
    rmSync(copy, { recursive: true, force: true });
  }
}

async function main() {
  const sizes = process.argv.slice(2).map(Number);
  if (sizes.length === 1) return plansFor(sizes[0] as number);
  // One process per corpus: the configuration (and so the database folder) is read once per process.
  for (const size of sizes.length ? sizes : [1_000, 100_000]) {
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1] as string, String(size)], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`explaining the ${size} corpus failed`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
