import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createServices } from '@/lib/server/container';
import { getConfig } from '@/lib/server/config';
import { type Db, getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { errorGroupHours, errorGroups } from '@/lib/server/db/schema/tracking';
import type { ErrorReport } from '@/lib/server/providers/error-tracking/error-forwarder';
import type { ClientLogEntry } from '@/lib/schemas/client-log';

// Grouping, the desk's last 24 hours and retention, on a clock the test moves.

let now = new Date('2026-11-20T00:00:00Z');
let db: Db;
let services: ReturnType<typeof createServices>;
const forwarded: ErrorReport[] = [];
const admin = `errors-admin-${randomUUID().slice(0, 6)}`;

const report = (message: string, fn = 'renderCard'): ClientLogEntry => ({
  message,
  // Each from another build: another chunk hash (a digit and a letter in it) and column.
  callstack: `Error: ${message} |     at ${fn} (https://www.example.nz/_next/static/chunks/pages/index-1${randomUUID().slice(0, 8)}a.js:1:${Math.floor(Math.random() * 9_000)})`,
  userAgent: 'Mozilla/5.0 (Test)',
  url: 'https://www.example.nz/news',
});
const at = (iso: string) => (now = new Date(iso));
const record = (entry: ClientLogEntry) => services.errorReports.recordClientError(entry, {});

beforeAll(async () => {
  db = await getDb();
  await db.insert(members).values([
    { uid: admin, email: `${admin}@example.nz`, name: 'Admin', type: 'administrator' },
    { uid: `${admin}-editor`, email: `${admin}-editor@example.nz`, name: 'Editor', type: 'editor' },
  ]);
  services = createServices({ db, config: { ...getConfig(), ERROR_RETENTION_DAYS: 30 }, clock: () => now, providers: { errorForwarder: { forward: (r) => void forwarded.push(r) } } });
}, 90_000);

describe('error reports', () => {
  it('keeps one row a group however many reports it gets, and one more per hour it happens in', async () => {
    at('2026-11-20T00:10:00Z');
    for (let i = 0; i < 40; i++) {
      now = new Date(now.getTime() + 6 * 60_000); // 40 reports over four hours
      await record(report(`Cannot read properties of undefined (reading 'story ${1000 + i}')`));
    }
    const groups = await db.select().from(errorGroups);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ reports: 40, message: "Cannot read properties of undefined (reading 'story <n>')", firstSeen: new Date('2026-11-20T00:16:00Z'), lastSeen: new Date('2026-11-20T04:10:00Z') });
    const hours = await db.select({ hour: errorGroupHours.hour, reports: errorGroupHours.reports }).from(errorGroupHours).orderBy(errorGroupHours.hour);
    expect(hours.map((h) => [h.hour.toISOString().slice(11, 13), h.reports])).toEqual([['00', 8], ['01', 10], ['02', 10], ['03', 10], ['04', 2]]);
    // Each report went to the error tracker with its group's fingerprint.
    expect(forwarded).toHaveLength(40);
    expect(new Set(forwarded.map((r) => r.fingerprint))).toEqual(new Set([groups[0]!.fingerprint]));
  });

  it('shows administrators the groups of the last 24 hours, the most reported first, with their latest sample', async () => {
    at('2026-11-21T02:00:00Z');
    await record(report('Quiz answer missing', 'scoreQuiz'));
    for (let i = 0; i < 3; i++) await record({ ...report('Player failed to load', 'playEpisode'), userAgent: `Safari ${i}` });
    at('2026-11-21T03:30:00Z');
    const list = await services.errorReports.topErrors(admin);
    expect(list).toMatchObject({ asOf: '2026-11-21T03:30:00.000Z', since: '2026-11-20T03:30:00.000Z' });
    // The first group's reports from 03:00 on the 20th count (the hour 24 hours ago is included); earlier ones do not.
    expect(list.errors.map((e) => [e.message, e.reportsInDay, e.reports])).toEqual([
      ["Cannot read properties of undefined (reading 'story <n>')", 12, 40],
      ['Player failed to load', 3, 3],
      ['Quiz answer missing', 1, 1],
    ]);
    expect(list.errors.find((e) => e.message === 'Player failed to load')).toMatchObject({
      source: 'browser',
      firstFrame: 'playEpisode (/_next/static/chunks/pages/index-<hash>.js)',
      sample: { userAgent: 'Safari 2', path: '/news', requestId: null },
      firstSeen: '2026-11-21T02:00:00.000Z',
    });

    at('2026-11-22T04:00:01Z');
    expect((await services.errorReports.topErrors(admin)).errors).toEqual([]);
  });

  it('refuses anyone but an administrator with 403 STAFF_ONLY', async () => {
    await expect(services.errorReports.topErrors(`${admin}-editor`)).rejects.toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    await expect(services.errorReports.topErrors('not-a-member')).rejects.toMatchObject({ status: 403, code: 'STAFF_ONLY' });
  });

  it('forgets hourly counts and groups older than ERROR_RETENTION_DAYS in the retention job', async () => {
    at('2026-12-05T00:00:00Z');
    await record(report('Still happening', 'renderCard'));
    at('2026-12-21T03:00:00Z'); // 30 days after the 21 November reports, one hour later
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(errorGroups);
    expect(before[0]!.n).toBe(4);
    const result = await services.tracking.runRetention();
    expect(result.prunedErrorGroups).toBe(3);
    const left = await db.select().from(errorGroups);
    expect(left.map((g) => g.message)).toEqual(['Still happening']);
    expect(await db.select().from(errorGroupHours).where(eq(errorGroupHours.fingerprint, left[0]!.fingerprint))).toHaveLength(1);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(errorGroupHours))[0]!.n).toBe(1);
  });
});
