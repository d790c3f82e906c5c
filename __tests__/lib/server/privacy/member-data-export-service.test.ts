import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';
import { schema } from '@/lib/server/db/tables';
import type { Caller } from '@/lib/server/auth/verify-id-token';
import { type MemberDataDeps, streamMemberData } from '@/lib/server/privacy/member-data-export-service';
import { MEMBER_DATA_EXCLUSIONS, MEMBER_DATA_SECTIONS, MEMBER_PROFILE_COLUMNS } from '@/lib/server/privacy/member-data-store';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { insertMemberRow } from '../../../helpers/export-rows';

const nameOf = (column: PgColumn) => `${getTableConfig(column.table as PgTable).name}.${column.name}`;

/** A column that names a person: a uid (any *_uid), an address, a provider's customer. */
const namesAPerson = (column: string) => column === 'uid' || column.endsWith('_uid') || column.endsWith('email') || column === 'recipient' || column === 'customer_id';

describe('what the member data export covers', () => {
  const personalColumns = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.filter((column) => namesAPerson(column.name)).map((column) => `${config.name}.${column.name}`);
    });
  const exported = new Set([...MEMBER_PROFILE_COLUMNS, ...MEMBER_DATA_SECTIONS.flatMap((section) => section.ownedBy)].map(nameOf));

  it('finds the member in every table that names a person, or says why not (add a section for a new table of member data)', () => {
    expect(personalColumns.length).toBeGreaterThan(20);
    const unaccounted = personalColumns.filter((column) => !exported.has(column) && !(column in MEMBER_DATA_EXCLUSIONS));
    expect(unaccounted).toEqual([]);
  });

  it('lists no exclusion that is exported or no longer exists', () => {
    for (const column of Object.keys(MEMBER_DATA_EXCLUSIONS)) {
      expect({ column, inSchema: personalColumns.includes(column), exported: exported.has(column) }).toEqual({ column, inSchema: true, exported: false });
    }
  });
});

/** A reader that takes a chunk every few milliseconds and notes the most it was ever left holding. */
class SlowReader extends Writable {
  readonly chunks: string[] = [];
  mostBuffered = 0;
  constructor() {
    super({ highWaterMark: 4_096 });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.mostBuffered = Math.max(this.mostBuffered, this.writableLength);
    this.chunks.push(chunk.toString('utf8'));
    setTimeout(done, 3);
  }
}

describe('streamMemberData with many rows', () => {
  const EVENTS = 3_000;
  let uid: string;
  let deps: MemberDataDeps;
  beforeAll(async () => {
    const db = await getDb();
    uid = await insertMemberRow({ email: `many-${randomUUID().slice(0, 8)}@example.nz` });
    await db.insert(analyticsEvents).values(Array.from({ length: EVENTS }, (_, index) => ({ name: 'page_view', memberUid: uid, data: { path: `/story-${index}` } })));
    const noAccount = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    deps = { db, auth: { getUser: async () => Promise.reject(noAccount) }, now: () => new Date('2026-11-27T00:00:00Z'), siteName: 'Pānui', pageSize: 100 };
  }, 60_000);
  beforeEach(() => resetRateLimits());

  const caller = (): Caller => ({ uid, email: null, emailVerified: false, isAnonymous: false }) as Caller;

  it('writes every row, in order, as one valid JSON file, holding about one page at a time for a slow reader', async () => {
    const reader = new SlowReader();
    const started: string[] = [];
    const outcome = await streamMemberData(deps, caller(), 'json', reader, (download) => started.push(download.filename));
    expect(outcome).toEqual({ completed: true });
    expect(started).toEqual(['panui-my-data-2026-11-27.json']);
    const file = JSON.parse(reader.chunks.join(''));
    expect(file.account).toBeNull();
    expect(file.history).toHaveLength(EVENTS);
    expect(file.history.map((event: { details: { path: string } }) => event.details.path)).toEqual(Array.from({ length: EVENTS }, (_, index) => `/story-${index}`));
    // The file is about 300 KB; the reader was never left holding more than its buffer and one page (~10 KB).
    expect(reader.chunks.join('').length).toBeGreaterThan(200_000);
    expect(reader.mostBuffered).toBeLessThan(30_000);
  });

  it('stops reading once the reader goes away', async () => {
    const reader = new SlowReader();
    const writes: number[] = [];
    const original = reader.write.bind(reader);
    reader.write = ((chunk: string) => {
      writes.push(chunk.length);
      if (writes.length === 3) reader.destroy();
      return original(chunk);
    }) as typeof reader.write;
    expect(await streamMemberData(deps, caller(), 'json', reader)).toEqual({ completed: false });
    expect(writes.length).toBeLessThan(10);
  });
});
