import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LineProcess, startLineProcess } from './helpers/child-process';
import { databaseLabel } from './helpers/database-label';
import { writeFigures } from './helpers/figures';

// The writer is killed with SIGKILL 50 times in the middle of its inserts; each next start must
// open the database and find every row it had acknowledged, and no transaction half there.
// On the Postgres pass the same kills hit the client process, and Postgres keeps what it committed.
const KILLS = Number(process.env.RELIABILITY_DURABILITY_KILLS ?? 50);
const WRITER = 'reliability/harness/durable-writer.ts';

// 50 starts of a database on a busy two-core machine. The limit only stops a hung run.
jest.setTimeout(30 * 60_000);

const workDir = mkdtempSync(path.join(tmpdir(), 'panui-durability-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
// Read when a writer starts: on the Postgres pass the suite's database is made in a beforeAll.
const env = () => (process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DIR: path.join(workDir, 'pglite') });

const acknowledged = new Set<number>();
let waitingFor: { count: number; resolve: () => void } | null = null;
const onLine = (line: Record<string, unknown>) => {
  for (const id of (line.acknowledged as number[] | undefined) ?? []) acknowledged.add(id);
  if (waitingFor && acknowledged.size >= waitingFor.count) {
    waitingFor.resolve();
    waitingFor = null;
  }
};
const acknowledgedReaches = (count: number) => new Promise<void>((resolve) => (waitingFor = { count, resolve }));

// A writer a failed expectation left running is killed at the end, not left writing.
const running = new Set<LineProcess>();
afterAll(() => running.forEach((writer) => process.kill(writer.pid, 'SIGKILL')));

/** Starts the writer and checks what it found: answers the rows missing and transactions torn. */
async function reopen(onEachLine = onLine): Promise<{ writer: LineProcess; missing: number; torn: number }> {
  // Only rows acknowledged before this start must be there: the new writer acknowledges its own
  // first rows in the same breath as it reports what it found.
  const before = [...acknowledged];
  const writer = await startLineProcess(WRITER, env(), onEachLine);
  running.add(writer);
  void writer.exited.then(() => running.delete(writer));
  const found = new Set(writer.ready.ids as number[]);
  return { writer, missing: before.filter((id) => !found.has(id)).length, torn: writer.ready.torn as number };
}

const figures = { reopened: 0, missing: 0, torn: 0, acknowledged: 0 };
afterAll(() => {
  const what = databaseLabel() === 'PGlite' ? 'PGlite reopen rate after SIGKILL under write load' : 'Postgres client killed (SIGKILL) under write load, then reconnected';
  writeFigures('durability', [
    [what, `${figures.reopened} of ${KILLS}`],
    [`acknowledged rows missing after the kills (${databaseLabel()})`, `${figures.missing} of ${figures.acknowledged}`],
    [`transactions torn by a kill (${databaseLabel()})`, String(figures.torn)],
  ]);
});

describe(`the database under SIGKILL (${databaseLabel()})`, () => {
  it(`reopens after each of ${KILLS} kills during writes, with every acknowledged row there and no transaction torn`, async () => {
    for (let kill = 0; kill < KILLS; kill++) {
      const { writer, missing, torn } = await reopen();
      expect({ kill, missing, torn }).toEqual({ kill, missing: 0, torn: 0 });
      figures.reopened = kill;
      // Kill after a varying number of new acknowledgements (1 to 25), so kills land all over a write.
      await acknowledgedReaches(acknowledged.size + 1 + ((kill * 7) % 25));
      process.kill(writer.pid, 'SIGKILL');
      expect(await writer.exited).toBe('SIGKILL');
    }
    const { writer, missing, torn } = await reopen();
    figures.reopened = KILLS;
    figures.missing = missing;
    figures.torn = torn;
    figures.acknowledged = acknowledged.size;
    expect({ missing, torn }).toEqual({ missing: 0, torn: 0 });
    process.kill(writer.pid, 'SIGTERM');
    expect(await writer.exited).toBe(0);
  });
});

describe.each(['SIGTERM', 'SIGINT'] as const)('%s during writes', (signal) => {
  it('closes the database cleanly (CHECKPOINT, close), exits 0, and the next start finds every acknowledged row', async () => {
    const closed: string[] = [];
    const { writer } = await reopen((line) => {
      onLine(line);
      if (typeof line.closed === 'string') closed.push(line.closed);
    });
    await acknowledgedReaches(acknowledged.size + 10);
    process.kill(writer.pid, signal);
    expect(await writer.exited).toBe(0);
    expect(closed).toEqual([signal]);
    const { writer: next, missing, torn } = await reopen();
    expect({ missing, torn }).toEqual({ missing: 0, torn: 0 });
    process.kill(next.pid, 'SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
