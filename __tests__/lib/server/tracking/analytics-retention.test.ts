import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createServices } from '@/lib/server/container';
import { getConfig } from '@/lib/server/config';
import { type Db, getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { analyticsEventDays, analyticsEvents } from '@/lib/server/db/schema/tracking';
import { runRetention } from '@/lib/server/tracking/retention-job';
import { REVENUE_PLACEMENTS } from '@/lib/schemas/desk-revenue';

// The retention job on a clock the test sets: events over eight weeks (New Zealand midnights on
// both sides of the end of daylight saving among them) rolled up once a day each, deleted only
// once rolled up and older than the retention, and the revenue page's conversion figures the
// same before, during and after. Expected figures are worked out here from the list of events.

interface Event {
  name: string;
  placement: string | null;
  at: string;
}

const KNOWN_PLACEMENTS = REVENUE_PLACEMENTS.filter((placement) => placement !== 'unknown') as string[];
const KNOWN_NAMES = ['page_view', 'donation_button_click', 'begin_checkout'];
const PLACEMENTS = ['ONSITE', 'INLINE_BANNER', null, 'article_gate', 'PROFILE', 'MEMBERSHOMEPAGE'];
// Hours after 00:00 UTC: 10:59 and 11:00 UTC are either side of midnight in New Zealand in summer (+13), 11:59 and 12:00 in winter (+12).
const MINUTES = [0, 5 * 60, 10 * 60 + 59, 11 * 60, 11 * 60 + 59, 12 * 60, 23 * 60 + 50];

/** Each UTC day from 23 February to 21 April 2026, a handful of events at the times above. */
function eventsBetween(first: string, last: string): Event[] {
  const events: Event[] = [];
  for (let day = Date.parse(`${first}T00:00:00Z`), i = 0; day <= Date.parse(`${last}T00:00:00Z`); day += 86_400_000, i++) {
    const at = (k: number) => new Date(day + MINUTES[(i + k) % MINUTES.length]! * 60_000).toISOString();
    for (let k = 0; k < i % 4; k++) events.push({ name: 'donation_button_click', placement: PLACEMENTS[(i + k) % PLACEMENTS.length]!, at: at(k) });
    events.push({ name: 'page_view', placement: null, at: at(5) }, { name: 'begin_checkout', placement: 'ONSITE', at: at(6) });
    if (i % 5 === 0) events.push({ name: 'made_up_event', placement: 'ONSITE', at: at(2) });
  }
  return events;
}

const nzDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' });
const nzDay = (iso: string) => nzDayFormat.format(new Date(iso));
const placementOf = (placement: string | null) => (placement && KNOWN_PLACEMENTS.includes(placement) ? placement : 'unknown');
const nameOf = (name: string) => (KNOWN_NAMES.includes(name) ? name : 'other');

/** The daily totals as the list says they should be, for days up to `through`. */
function expectedDays(events: Event[], through: string) {
  const totals = new Map<string, number>();
  for (const event of events.filter((e) => nzDay(e.at) <= through)) {
    const key = `${nzDay(event.at)}|${nameOf(event.name)}|${placementOf(event.placement)}`;
    totals.set(key, (totals.get(key) ?? 0) + 1);
  }
  return [...totals].map(([key, events]) => `${key}|${events}`).sort();
}

const expectedConversionClicks = (events: Event[]) =>
  Object.fromEntries(KNOWN_PLACEMENTS.concat('unknown').map((placement) => [placement, events.filter((e) => e.name === 'donation_button_click' && placementOf(e.placement) === placement).length]));

let db: Db;
let now: Date;
const admin = `retention-admin-${randomUUID().slice(0, 6)}`;
const EVENTS = eventsBetween('2026-02-23', '2026-04-19');
const LATER = eventsBetween('2026-04-20', '2026-04-21');

const retention = (extra: { batchSize?: number } = {}) => runRetention({ db, now: () => now, analyticsRetentionDays: 30, errorRetentionDays: 30, ...extra });
const storedDays = async () =>
  (await db.select().from(analyticsEventDays)).map((row) => `${row.nzDay}|${row.name}|${row.placement}|${row.events}`).sort();
const rawDays = async () => rowsOf<{ day: string }>(await db.execute(sql`SELECT DISTINCT to_char(created_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM-DD') AS day FROM analytics_events ORDER BY 1`)).map((r) => r.day);
const rawCount = async () => rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM analytics_events`))[0]!.n;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The revenue page's conversion clicks for February to April 2026, by placement. */
async function conversionClicks() {
  const services = createServices({ db, config: getConfig(), clock: () => now });
  const report = await services.revenue.report(admin, { from: '2026-02', to: '2026-04' });
  return Object.fromEntries(report.conversion.map((c) => [c.placement, c.clicks]));
}

beforeAll(async () => {
  db = await getDb();
  await db.insert(members).values({ uid: admin, email: `${admin}@example.nz`, name: 'Admin', type: 'administrator' });
  await db.insert(analyticsEvents).values(EVENTS.map((e) => ({ name: e.name, data: e.placement ? { placement: e.placement } : {}, createdAt: new Date(e.at) })));
}, 90_000);

describe('the retention job', () => {
  it('counts the same clicks from the raw events before any roll-up', async () => {
    now = new Date('2026-04-20T00:00:00Z'); // 20 April, noon, in New Zealand
    expect(await conversionClicks()).toEqual(expectedConversionClicks(EVENTS));
    expect(EVENTS.length).toBeGreaterThan(150);
  });

  it('deletes nothing when a roll-up fails part-way, and the next run carries on from the day it stopped at', async () => {
    // The database refuses one day's totals, as a crash or an outage would stop the job there.
    await db.execute(sql.raw(`CREATE FUNCTION refuse_day() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`));
    await db.execute(sql.raw(`CREATE TRIGGER refuse_day BEFORE INSERT ON analytics_event_days FOR EACH ROW WHEN (NEW.nz_day = '2026-03-10') EXECUTE FUNCTION refuse_day()`));
    await expect(retention()).rejects.toThrow();
    expect(await rawCount()).toBe(EVENTS.length);
    expect(await storedDays()).toEqual(expectedDays(EVENTS, '2026-03-09'));
    expect(await conversionClicks()).toEqual(expectedConversionClicks(EVENTS));

    await db.execute(sql.raw('DROP TRIGGER refuse_day ON analytics_event_days'));
    // Small batches, so the deletion takes several statements.
    const report = await retention({ batchSize: 7 });
    expect(report).toMatchObject({ rolledUpDays: nzDayCount('2026-03-10', '2026-04-19'), rolledUpThrough: '2026-04-19' });
    expect(await storedDays()).toEqual(expectedDays(EVENTS, '2026-04-19'));
    // 30 days before 20 April: raw events from 21 March (New Zealand) on are kept, the rest deleted.
    expect(await rawDays()).toEqual([...new Set(EVENTS.map((e) => nzDay(e.at)))].filter((day) => day >= '2026-03-21').sort());
    expect(report.deletedEvents).toBe(EVENTS.filter((e) => nzDay(e.at) < '2026-03-21').length);
    expect(await rawCount()).toBe(EVENTS.length - report.deletedEvents);
  });

  it('leaves the revenue page’s conversion figures as they were', async () => {
    expect(await conversionClicks()).toEqual(expectedConversionClicks(EVENTS));
  });

  it('changes nothing when run again', async () => {
    const [days, raw] = [await storedDays(), await rawCount()];
    expect(await retention()).toMatchObject({ rolledUpDays: 0, deletedEvents: 0 });
    expect([await storedDays(), await rawCount()]).toEqual([days, raw]);
  });

  it('rolls each new day up once when two instances run it at the same time', async () => {
    await db.insert(analyticsEvents).values(LATER.map((e) => ({ name: e.name, data: e.placement ? { placement: e.placement } : {}, createdAt: new Date(e.at) })));
    now = new Date('2026-04-22T12:30:00Z'); // 00:30 on 23 April in New Zealand: the 20th, 21st and 22nd have ended
    const [one, two] = await Promise.all([retention(), retention()]);
    expect(one.rolledUpDays + two.rolledUpDays).toBe(3);
    expect(await storedDays()).toEqual(expectedDays([...EVENTS, ...LATER], '2026-04-22'));
    expect(await conversionClicks()).toEqual(expectedConversionClicks([...EVENTS, ...LATER]));
  });

  it('does not roll up a day until it has ended, with ten minutes to spare', async () => {
    now = new Date('2026-04-23T12:05:00Z'); // 00:05 on 24 April in New Zealand
    expect((await retention()).rolledUpThrough).toBe('2026-04-22');
    now = new Date('2026-04-23T12:11:00Z');
    expect((await retention()).rolledUpThrough).toBe('2026-04-23');
  });
});

function nzDayCount(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}
