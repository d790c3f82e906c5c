// npm run bench:desk: the business desk at 100,000 members and 1,000,000 transactions. Starts a
// throwaway Postgres (or uses BENCH_DESK_DATABASE_URL), seeds it (npm run seed -- --members),
// then times every desk page and figure through its real service (scripts/bench/desk-cases.ts),
// median of BENCH_DESK_RUNS runs, writes each statement's EXPLAIN (ANALYZE, BUFFERS) to a file,
// and runs the CSV exports in processes of their own with their memory sampled every 100 ms.
// BENCH_DESK_PGLITE=1 does the same on PGlite (slower to seed). docs/performance.md explains it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { startPostgres } from './scale/postgres';
import type { ExportRun } from './bench/desk-export-run';

const MEMBERS = Number(process.env.BENCH_DESK_MEMBERS ?? 100_000);
const RUNS = Number(process.env.BENCH_DESK_RUNS ?? 5);
const BAR_MS = 1_000;
// BENCH_DESK_PARTS picks what to run (default both): cases, exports.
const PARTS = new Set((process.env.BENCH_DESK_PARTS ?? 'cases,exports').split(','));

interface Timed {
  case: string;
  'median ms': number;
  'min ms': number;
  'max ms': number;
  'vs 1 s': string;
  statements: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Seeds (when needed) and times the cases in this process, against the database the environment names. */
async function timeCases(label: string, plansFile: string): Promise<{ rows: Timed[]; seedSeconds: number | null }> {
  const { getDb, closeDatabase } = await import('@/lib/server/db/client');
  const { seedContent } = await import('@/lib/server/seed/seed-content');
  const { seedGeneratedMembers } = await import('@/lib/server/seed/generate-members');
  const { deskCases, deskFixtures, ensureBenchAdmin } = await import('./bench/desk-cases');
  const { explain, keyLines, rawRows, recordStatements } = await import('./bench/desk-statements');
  const db = await getDb();
  let seedSeconds: number | null = null;
  const [{ seeded }] = (await rawRows<{ seeded: string }>(db, `select count(*) as seeded from members where uid like 'seed\\_%'`)) as [{ seeded: string }];
  if (Number(seeded) === 0) {
    await seedContent(db, { dataDir: process.env.DATA_DIR as string });
    console.log(`${label}: seeding ${MEMBERS.toLocaleString('en-NZ')} members…`);
    const started = performance.now();
    const report = await seedGeneratedMembers(db, MEMBERS, { onStep: (step, seconds) => console.log(`  ${step}: ${seconds.toFixed(1)} s`) });
    seedSeconds = (performance.now() - started) / 1000;
    console.log(`${label}: seeded in ${seedSeconds.toFixed(0)} s: ${report.members.toLocaleString('en-NZ')} members, ${report.transactions.toLocaleString('en-NZ')} transactions, ${report.subscriptions.toLocaleString('en-NZ')} subscriptions, ${report.subscriptionEvents.toLocaleString('en-NZ')} subscription events, ${report.analyticsEvents.toLocaleString('en-NZ')} clicks`);
  }
  await ensureBenchAdmin(db);
  const now = new Date();
  const fixtures = await deskFixtures(db, now);
  const rows: Timed[] = [];
  const plans: string[] = [`# ${label}: EXPLAIN (ANALYZE, BUFFERS) of every statement each desk call sends, ${now.toISOString()}`];
  for (const deskCase of deskCases(db, now, fixtures)) {
    // The first run warms the caches and records the statements; the timed runs follow.
    const statements = await recordStatements(db, deskCase.run);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await deskCase.run();
      times.push(performance.now() - started);
    }
    const ms = median(times);
    rows.push({ case: deskCase.name, 'median ms': Math.round(ms * 10) / 10, 'min ms': Math.round(Math.min(...times) * 10) / 10, 'max ms': Math.round(Math.max(...times) * 10) / 10, 'vs 1 s': `${((100 * ms) / BAR_MS).toFixed(1)}%`, statements: statements.length });
    console.log(`  ${deskCase.name}: ${ms.toFixed(1)} ms`);
    plans.push(`\n## ${deskCase.name}: median ${ms.toFixed(1)} ms`);
    for (const statement of statements) {
      const plan = await explain(db, statement);
      if (plan.length === 0) continue;
      plans.push(`\n${statement.text.replace(/\s+/g, ' ')}\n-- params: ${JSON.stringify(statement.params)}\n${plan.join('\n')}`);
      if (process.env.BENCH_DESK_KEY_LINES) console.log(`    ${keyLines(plan).join('\n    ')}`);
    }
  }
  writeFileSync(plansFile, `${plans.join('\n')}\n`);
  await closeDatabase();
  return { rows, seedSeconds };
}

/** One export in a child process (so its memory is the export's alone). */
function exportRun(env: NodeJS.ProcessEnv, args: string[]): ExportRun {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join('scripts', 'bench', 'desk-export-run.ts'), ...args], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`export ${args.join(' ')} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as ExportRun;
}

async function exportsOf(label: string, env: NodeJS.ProcessEnv): Promise<Record<string, unknown>[]> {
  const { getDb, closeDatabase } = await import('@/lib/server/db/client');
  const { rawRows } = await import('./bench/desk-statements');
  const { nzDay } = await import('@/lib/dates/nz-time');
  const db = await getDb();
  // All of them, and the latest ~100,000 (10% of a full seed): flat memory means the peak does not grow with the rows.
  const [bounds] = await rawRows<{ first: Date; tenth: Date | null; total: string }>(
    db,
    `select min(created_at) as first, (select created_at from transactions order by created_at desc offset (select count(*) / 10 from transactions) limit 1) as tenth, count(*) as total from transactions`,
  );
  await closeDatabase();
  if (!bounds) throw new Error('no transactions to export');
  const today = nzDay(new Date());
  const runs: [string, string[]][] = [
    [`transactions, latest ~10% (from ${nzDay(bounds.tenth ?? bounds.first)})`, ['transactions', nzDay(bounds.tenth ?? bounds.first), today]],
    ['transactions, all', ['transactions', nzDay(bounds.first), today]],
    ['members, all', ['members']],
  ];
  const rows: Record<string, unknown>[] = [];
  for (const [name, args] of runs) {
    const run = exportRun(env, args);
    console.log(`  ${label} export ${name}: ${run.rows.toLocaleString('en-NZ')} rows in ${run.seconds.toFixed(1)} s, RSS ${run.rss.start}→${run.rss.peak}→${run.rss.end} MB`);
    rows.push({
      export: name,
      rows: run.rows,
      MB: Math.round(run.bytes / 1024 / 102.4) / 10,
      seconds: Math.round(run.seconds * 10) / 10,
      'rows/s': Math.round(run.rows / run.seconds),
      'RSS start/peak/end MB': `${run.rss.start} / ${run.rss.peak} / ${run.rss.end}`,
      'heap start/peak/end MB': `${run.heap.start} / ${run.heap.peak} / ${run.heap.end}`,
      'peak growth MB': Math.round((run.rss.peak - run.rss.start) * 10) / 10,
    });
  }
  const [tenth, all] = rows as [{ rows: number; 'peak growth MB': number }, { rows: number; 'peak growth MB': number }];
  console.log(`  ${label}: all rows / latest 10%: ${(all.rows / tenth.rows).toFixed(1)}× the rows, ${(all['peak growth MB'] / Math.max(0.1, tenth['peak growth MB'])).toFixed(2)}× the peak RSS growth`);
  return rows;
}

async function main() {
  // The databases (a gigabyte or two) go at the end; the plans stay, in BENCH_DESK_PLANS or a folder of their own.
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-bench-desk-'));
  const plansDir = process.env.BENCH_DESK_PLANS ?? mkdtempSync(path.join(tmpdir(), 'panui-desk-plans-'));
  let stopPostgres = async (): Promise<void> => undefined;
  try {
    let databaseUrl = process.env.BENCH_DESK_DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startPostgres(dir, path.join(dir, 'postgres.log'), ['shared_buffers=256MB', 'work_mem=16MB']);
      databaseUrl = postgres.databaseUrl;
      stopPostgres = async () => {
        if (!postgres.child.pid || postgres.child.exitCode !== null) return;
        const exited = new Promise((resolve) => postgres.child.once('exit', resolve));
        process.kill(-postgres.child.pid, 'SIGTERM');
        await exited;
      };
      // Postgres runs in a process group of its own: an interrupted bench stops it too.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          void stopPostgres().finally(() => process.exit(130));
        });
      }
    }
    const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: databaseUrl, SEED_PICTURES: '0' };
    Object.assign(process.env, env);
    const postgresPlans = path.join(plansDir, `desk-plans-postgres-${MEMBERS}.txt`);
    const postgres = PARTS.has('cases') ? await timeCases('Postgres', postgresPlans) : { rows: [], seedSeconds: null };
    const exported = PARTS.has('exports') ? await exportsOf('Postgres', env) : [];
    console.log(`\n${MEMBERS.toLocaleString('en-NZ')} members, ${RUNS} timed runs each (median), Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 1024 ** 3)} GB, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    if (postgres.seedSeconds !== null) console.log(`Seeding on Postgres: ${postgres.seedSeconds.toFixed(0)} s`);
    console.table(postgres.rows);
    console.table(exported);
    console.log(`Plans: ${postgresPlans}`);
    if (process.env.BENCH_DESK_PGLITE) {
      // A process of its own: the configuration (and so the database) is read once per process.
      const child = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench-desk.ts')], {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: '', BENCH_DESK_DATABASE_URL: '', BENCH_DESK_PGLITE: '', BENCH_DESK_PGLITE_CHILD: '1', DATA_DIR: path.join(dir, 'pglite-data'), BENCH_DESK_PLANS: plansDir },
      });
      if (child.status !== 0) throw new Error('the PGlite run failed');
    }
  } finally {
    await stopPostgres();
    rmSync(dir, { recursive: true, force: true });
    console.log(`Plans: ${plansDir}`);
  }
}

async function pgliteMain() {
  // Run by main() with BENCH_DESK_PGLITE=1: the same cases on PGlite in DATA_DIR.
  delete process.env.DATABASE_URL;
  const plans = path.join(process.env.BENCH_DESK_PLANS as string, `desk-plans-pglite-${MEMBERS}.txt`);
  const pglite = await timeCases('PGlite', plans);
  if (pglite.seedSeconds !== null) console.log(`Seeding on PGlite: ${pglite.seedSeconds.toFixed(0)} s`);
  console.table(pglite.rows);
  console.log(`Plans: ${plans}`);
}

(process.env.BENCH_DESK_PGLITE_CHILD ? pgliteMain() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
