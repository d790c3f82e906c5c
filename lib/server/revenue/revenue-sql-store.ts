import { type SQL, sql } from 'drizzle-orm';
import { Placement } from '@/lib/schemas/payments';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import { addMonths } from '@/lib/dates/nz-months';

// SQL pieces the revenue stores share (a store file: only stores build queries). Constants are
// written into the text (sql.raw) rather than passed as parameters: GROUP BY and GROUPING SETS
// match their expressions to the select list's by their text, and two parameters are two texts.
// Only our own enums and months already checked against MONTH below are ever written so.

const KNOWN_PLACEMENTS = sql.raw(Placement.options.map((placement) => `'${placement}'`).join(', '));
const MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;

/** The months a query covers, oldest first (checked by resolveRevenueRange). */
export type MonthList = readonly string[];

/** A placement as the report breaks it down: one of the seven, or 'unknown' (none, or any other text). */
export const placementKey = (column: unknown) => sql<string>`(CASE WHEN ${column} IN (${KNOWN_PLACEMENTS}) THEN ${column} ELSE 'unknown' END)`;

/** 00:00 on the 1st of `month` in New Zealand, as a timestamptz constant. */
function nzMonthStart(month: string): SQL {
  if (!MONTH.test(month)) throw new Error(`not a month: ${month}`);
  return sql.raw(`('${month}-01 00:00:00'::timestamp AT TIME ZONE '${NZ_TIME_ZONE}')`);
}

const bounds = (months: MonthList) => [...months, addMonths(months.at(-1) ?? '2000-01', 1)].map(nzMonthStart);

/** Half-open [first month's start, the month after the last's start) on a timestamptz column: an index on it serves the range. */
export function within(column: unknown, months: MonthList): SQL {
  const edges = bounds(months);
  return sql`${column} >= ${edges[0]} AND ${column} < ${edges.at(-1)}`;
}

/** Half-open months on a date column holding the 1st of a New Zealand month (the roll-up's nz_month). */
export function withinMonths(column: unknown, months: MonthList): SQL {
  const first = months[0] ?? '2000-01';
  const after = addMonths(months.at(-1) ?? first, 1);
  if (!MONTH.test(first) || !MONTH.test(after)) throw new Error(`not months: ${first}…${after}`);
  return sql`${column} >= ${sql.raw(`'${first}-01'::date`)} AND ${column} < ${sql.raw(`'${after}-01'::date`)}`;
}

/**
 * Which month of `months` a timestamptz falls in, 1 for the first. The months' edges are worked
 * out once, as constants, and each row is placed among them by a binary search (width_bucket):
 * converting every row's time to New Zealand time (AT TIME ZONE) cost several times the rest of
 * the query on a million transactions.
 */
export const monthBucket = (column: unknown, months: MonthList) => sql<number>`width_bucket(${column}, ARRAY[${sql.join(bounds(months), sql`, `)}]::timestamptz[])`;

/** The month a bucket stands for. */
export const monthOfBucket = (months: MonthList, bucket: number): string | undefined => months[bucket - 1];

/** A count or sum as a JavaScript number (Postgres answers bigint and numeric as text). */
export const asNumber = (expression: SQL) => sql`${expression}`.mapWith(Number);

/** Rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
