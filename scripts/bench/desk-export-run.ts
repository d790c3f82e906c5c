// tsx scripts/bench/desk-export-run.ts transactions FROM TO | members: one CSV export through its
// real service into a stream that only counts bytes, in a process of its own so its memory is
// the export's. Samples RSS and heap every 100 ms and prints one JSON line (bench-desk.ts reads it).
import { Writable } from 'node:stream';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { EXPORT_BATCH_SIZE } from '@/lib/server/exports/export-deps';
import { streamMembersCsv } from '@/lib/server/exports/members-export-service';
import { streamTransactionsCsv } from '@/lib/server/exports/transactions-export-service';
import { BENCH_ADMIN_UID } from './desk-cases';

export interface ExportRun {
  rows: number;
  bytes: number;
  seconds: number;
  /** MB */
  rss: { start: number; peak: number; end: number };
  heap: { start: number; peak: number; end: number };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main() {
  const [kind, from, to] = process.argv.slice(2);
  const db = await getDb();
  const deps = { db, now: () => new Date(), batchSize: EXPORT_BATCH_SIZE };
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  global.gc?.();
  const start = process.memoryUsage();
  const peak = { rss: start.rss, heap: start.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 100);
  const started = performance.now();
  const outcome =
    kind === 'members'
      ? await streamMembersCsv(deps, BENCH_ADMIN_UID, sink)
      : await streamTransactionsCsv(deps, BENCH_ADMIN_UID, { from: from as string, to: to as string }, sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const end = process.memoryUsage();
  const run: ExportRun = {
    rows: outcome.rows,
    bytes,
    seconds,
    rss: { start: mb(start.rss), peak: mb(Math.max(peak.rss, end.rss)), end: mb(end.rss) },
    heap: { start: mb(start.heapUsed), peak: mb(Math.max(peak.heap, end.heapUsed)), end: mb(end.heapUsed) },
  };
  console.log(JSON.stringify(run));
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
