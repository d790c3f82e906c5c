// tsx scripts/bench/search-timing.ts [articles]: how long /search's queries take on a seeded corpus
// (default 10,000 generated articles, kept in .bench-data like the other benches). Each query goes
// through the search service as the page calls it, 5 unmeasured runs then BENCH_SEARCH_RUNS
// (default 30) measured ones; prints the median and 90th percentile, the number of matches on the
// first page, and EXPLAIN ANALYZE's execution time of the matching query (fastest of three).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededTemplate } from './load';

// Spelt with and without macrons: the generator writes Whangārei and marae; the sample stories Māori.
const QUERIES = ['council', 'Whangārei', 'Whangarei', 'Māori', 'Maori', 'marae committee', 'tēnei', 'tenei', 'zebra'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

async function main() {
  const articles = Number(process.argv[2] ?? 10_000);
  const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
  const copy = mkdtempSync(path.join(tmpdir(), 'panui-search-'));
  cpSync(seededTemplate(articles), copy, { recursive: true });
  process.env.DATA_DIR = copy;
  process.env.PGLITE_DIR = path.join(copy, 'pglite');
  const { closeDatabase, getDatabase } = await import('@/lib/server/db/client');
  const { searchArticles } = await import('@/lib/server/content/search-service');
  try {
    const { db } = await getDatabase();
    const client = (db as unknown as { $client: { query: (text: string, params?: unknown[], options?: unknown) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    console.log(`${articles.toLocaleString('en-NZ')} generated articles, ${runs} runs a query`);
    console.log(`  ${'query'.padEnd(18)} ${'first page'.padStart(10)} ${'median'.padStart(9)} ${'p90'.padStart(9)} ${'explain'.padStart(9)}`);
    for (const query of QUERIES) {
      const original = client.query.bind(client);
      let matching: { text: string; params: unknown[] } | undefined;
      client.query = async (text: string, params: unknown[] = [], options?: unknown) => {
        if (!matching && /@@/.test(text) && /order by/i.test(text)) matching = { text, params };
        return original(text, params, options);
      };
      const first = await searchArticles(db, { query, page: 1 });
      client.query = original;
      for (let i = 0; i < 5; i += 1) await searchArticles(db, { query, page: 1 });
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await searchArticles(db, { query, page: 1 });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      let explain = Number.POSITIVE_INFINITY;
      for (let i = 0; matching && i < 3; i += 1) {
        const plan = await original(`EXPLAIN (ANALYZE, BUFFERS OFF) ${matching.text}`, matching.params);
        const line = plan.rows.map((row) => String(row['QUERY PLAN'])).find((text) => text.startsWith('Execution Time'));
        explain = Math.min(explain, Number(/([\d.]+)/.exec(line ?? '')?.[1] ?? Number.NaN));
      }
      const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
      console.log(`  ${query.padEnd(18)} ${String(first.results.length).padStart(10)} ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.9))} ${ms(explain)}`);
    }
  } finally {
    await closeDatabase();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
