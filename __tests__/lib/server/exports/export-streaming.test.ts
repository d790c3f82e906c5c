import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { CsvStreamOutcome } from '@/lib/server/exports/csv-stream';
import { streamTransactionsCsv } from '@/lib/server/exports/transactions-export-service';
import { csvDownloadHeaders } from '@/lib/server/http/csv-download';
import { CollectingWritable, exportDeps, insertMemberRow } from '../../../helpers/export-rows';
import { serveRoute } from '../../../helpers/route-server';

// Not timed: these check the shape of the work. The file goes out in one chunk per batch, each
// batch is its own query, a slow reader holds the queries back, and a reader who leaves stops them.

const ROWS = 20_000;
const RANGE = { from: '2025-06-10', to: '2025-06-10' };
let admin: string;

beforeAll(async () => {
  admin = await insertMemberRow({ type: 'administrator' });
  const donor = await insertMemberRow();
  const { db } = await exportDeps();
  // Three rows share each microsecond and the ids are not in time order, so the keyset cursor must
  // keep microseconds and break ties by id to write every row once.
  await db.execute(sql`
    insert into transactions (id, member_uid, provider, provider_charge_id, amount, payment_type, billing_interval, status, description, created_at)
    select 'tx_bulk_' || md5(i::text), ${donor}, 'sandbox', 'ch_bulk_' || i, 200 + i, 'PAY_WHAT_YOU_WANT', 'ONE_OFF', 'succeeded', 'Bulk gift ' || i,
           timestamptz '2025-06-10 01:00:00+00' + (i / 3) * interval '1 microsecond'
    from generate_series(1, ${ROWS}) as i`);
}, 120_000);

/** The database, counting the queries made through it (each select is one round trip). */
function countingDb(db: Db) {
  const calls = { select: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'select') calls.select++;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, calls };
}

const dataLines = (chunk: string) => chunk.split('\r\n').filter((line) => line.startsWith('tx_bulk_')).length;

/** A reader that takes nothing more until the test lets it: every write waits for release(). */
class HeldWritable extends Writable {
  readonly chunks: string[] = [];
  private held: (() => void) | null = null;
  constructor() {
    super({ highWaterMark: 1 });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk.toString('utf8'));
    this.held = done;
  }
  get holding() {
    return this.held !== null;
  }
  release() {
    const done = this.held;
    this.held = null;
    done?.();
  }
}

/** Lets queued work run (a query issued now would be counted at once). */
async function settle(held: HeldWritable | null = null) {
  for (let tick = 0; tick < 200 && !(held?.holding ?? false); tick++) await new Promise((resolve) => setTimeout(resolve, 5));
  for (let tick = 0; tick < 20; tick++) await new Promise((resolve) => setImmediate(resolve));
}

describe('a large export', () => {
  it('writes 20,000 rows as one chunk per batch, each batch its own query, every row once and in order', async () => {
    const deps = await exportDeps(1_000);
    const { db, calls } = countingDb(deps.db);
    const out = new CollectingWritable();
    const outcome = await streamTransactionsCsv({ ...deps, db }, admin, RANGE, out);

    expect(outcome).toEqual({ rows: ROWS, completed: true });
    const perChunk = out.chunks.map(dataLines);
    expect(perChunk).toEqual([0, ...Array(ROWS / 1_000).fill(1_000)]);
    // The caller's role, the count, twenty full batches, and the empty one that says there are no more.
    expect(calls.select).toBe(2 + ROWS / 1_000 + 1);
    const ids = out.text.split('\r\n').filter((line) => line.startsWith('tx_bulk_')).map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(ROWS);
    const cents = out.text.split('\r\n').filter((line) => line.startsWith('tx_bulk_')).map((line) => Math.round(Number(line.split(',')[4]) * 100));
    expect(cents.reduce((sum, amount) => sum + amount, 0)).toBe(200 * ROWS + (ROWS * (ROWS + 1)) / 2);
  });

  it('reads no further batch while the reader is full, and goes on when it drains', async () => {
    const deps = await exportDeps(2_000);
    const { db, calls } = countingDb(deps.db);
    const out = new HeldWritable();
    const running = streamTransactionsCsv({ ...deps, db }, admin, RANGE, out);

    let chunksSeen = 0;
    while (chunksSeen < 1 + ROWS / 2_000) {
      await settle(out);
      expect(out.holding).toBe(true);
      chunksSeen = out.chunks.length;
      // The caller's role and the count, then one query per chunk written so far (the header asked for none).
      expect(calls.select).toBe(2 + (chunksSeen - 1));
      out.release();
    }
    await settle();
    out.release();
    expect(await running).toEqual({ rows: ROWS, completed: true });
  });

  it('stops reading when the reader goes away', async () => {
    const deps = await exportDeps(1_000);
    const { db, calls } = countingDb(deps.db);
    const out = new CollectingWritable();
    const originalWrite = out._write.bind(out);
    out._write = (chunk, encoding, done) => {
      originalWrite(chunk, encoding, done);
      if (out.chunks.length === 3) out.destroy();
    };
    const outcome = await streamTransactionsCsv({ ...deps, db }, admin, RANGE, out);
    expect(outcome.completed).toBe(false);
    expect(outcome.rows).toBeLessThanOrEqual(3_000);
    expect(calls.select).toBeLessThanOrEqual(2 + 3);
  });
});

describe('a download over HTTP', () => {
  // Fat rows (about 1 KB each, 20 MB in all): the sockets' buffers take a few megabytes before the
  // server hears the browser has gone, and the export must stop well before the end.
  const WIDE_RANGE = { from: '2025-07-10', to: '2025-07-10' };
  beforeAll(async () => {
    const donor = await insertMemberRow();
    const { db } = await exportDeps();
    await db.execute(sql`
      insert into transactions (id, member_uid, provider, provider_charge_id, amount, payment_type, billing_interval, status, description, created_at)
      select 'tx_wide_' || i, ${donor}, 'sandbox', 'ch_wide_' || i, 500, 'PAY_WHAT_YOU_WANT', 'ONE_OFF', 'succeeded', repeat('Koha ', 200),
             timestamptz '2025-07-10 01:00:00+00' + i * interval '1 millisecond'
      from generate_series(1, ${ROWS}) as i`);
  }, 120_000);

  it('stops reading when the browser cancels the download', async () => {
    const deps = await exportDeps(500);
    const { db, calls } = countingDb(deps.db);
    let outcome: Promise<CsvStreamOutcome> | undefined;
    const server = await serveRoute((_req, res) => {
      outcome = streamTransactionsCsv({ ...deps, db }, admin, WIDE_RANGE, res, csvDownloadHeaders(res));
      return outcome;
    });
    try {
      const cancel = new AbortController();
      const res = await fetch(server.url, { signal: cancel.signal });
      expect(res.headers.get('x-total-rows')).toBe(String(ROWS));
      const reader = res.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      cancel.abort();
      const ended = await outcome!;
      expect(ended.completed).toBe(false);
      expect(ended.rows).toBeLessThan(ROWS / 2);
      expect(calls.select).toBeLessThan(2 + ROWS / 500 / 2);
    } finally {
      await server.close();
    }
  });
});
