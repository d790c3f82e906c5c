// The durability suite's writer: opens the database as the site does (lib/server/db/client.ts),
// reports which probe rows it finds, then inserts rows until it is killed, printing each id only
// after its insert has committed ("acknowledged"). SIGTERM and SIGINT close the database as
// `npm start` does (closeDatabase: CHECKPOINT, then close) and exit 0.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';

const PROBE = 'durability_probe';
let stopping = false;

async function main() {
  const db = await getDb();
  const found = await db.select({ id: analyticsEvents.id, data: analyticsEvents.data }).from(analyticsEvents).where(eq(analyticsEvents.name, PROBE));
  // Rows of one transaction share run and n: a torn one (some of its three rows, not all) is counted.
  const parts = new Map<string, number>();
  for (const { data } of found) {
    const { run, n, part } = data as { run: string; n: number; part?: number };
    if (part !== undefined) parts.set(`${run}/${n}`, (parts.get(`${run}/${n}`) ?? 0) + 1);
  }
  const torn = [...parts.values()].filter((count) => count !== 3).length;
  process.stdout.write(`${JSON.stringify({ ready: true, ids: found.map((row) => row.id), torn })}\n`);
  const run = randomUUID();
  for (let n = 0; !stopping; n++) {
    // Each write is its own turn of the event loop, as a request to the site is: PGlite answers
    // in microtasks, and a loop of nothing but awaits would never let a signal's handler run.
    await new Promise((resolve) => setImmediate(resolve));
    // Every fifth write is a transaction of three rows: all or none of them may survive a kill.
    if (n % 5 === 4) {
      const ids = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(analyticsEvents)
          .values([0, 1, 2].map((part) => ({ name: PROBE, data: { run, n, part } })))
          .returning({ id: analyticsEvents.id });
        return rows.map((row) => row.id);
      });
      process.stdout.write(`${JSON.stringify({ acknowledged: ids })}\n`);
    } else {
      const [row] = await db.insert(analyticsEvents).values({ name: PROBE, data: { run, n } }).returning({ id: analyticsEvents.id });
      process.stdout.write(`${JSON.stringify({ acknowledged: [row!.id] })}\n`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    void closeDatabase().then(() => {
      process.stdout.write(`${JSON.stringify({ closed: signal })}\n`);
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  if (stopping) return;
  console.error(error);
  process.exit(1);
});
