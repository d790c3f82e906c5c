import { type SQL, sql } from 'drizzle-orm';
import { Placement } from '@/lib/schemas/payments';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';

// SQL pieces the revenue stores share (a store file, as only stores may build queries). Constants are written into the text (sql.raw, from our
// own enums, never from a request) rather than passed as parameters: GROUP BY GROUPING SETS
// matches its expressions to the select list's by their text, and two parameters are two texts.

const ZONE = sql.raw(`'${NZ_TIME_ZONE}'`);
const KNOWN_PLACEMENTS = sql.raw(Placement.options.map((placement) => `'${placement}'`).join(', '));

/** A New Zealand month, 'YYYY-MM', of a timestamptz column. */
export const nzMonth = (column: SQL | SQL.Aliased | unknown) => sql<string>`to_char(date_trunc('month', ${column} AT TIME ZONE ${ZONE}), 'YYYY-MM')`;

/** A placement as the report breaks it down: one of the seven, or 'unknown' (none, or any other text). */
export const placementKey = (column: unknown) => sql<string>`(CASE WHEN ${column} IN (${KNOWN_PLACEMENTS}) THEN ${column} ELSE 'unknown' END)`;

/** 00:00 on the 1st of `month` ('YYYY-MM') in New Zealand, as an instant. */
export const nzMonthStart = (month: string) => sql`(${`${month}-01 00:00:00`}::timestamp AT TIME ZONE ${ZONE})`;

/** Half-open [start, end) on a timestamptz column, so the indexes on it serve the range. */
export const within = (column: unknown, range: { start: string; endExclusive: string }) =>
  sql`${column} >= ${nzMonthStart(range.start)} AND ${column} < ${nzMonthStart(range.endExclusive)}`;

/** A count or sum as a JavaScript number (Postgres answers bigint and numeric as text). */
export const asNumber = (expression: SQL) => sql`${expression}`.mapWith(Number);

/** As asNumber, but null stays null (an average of nothing). */
export const asNullableNumber = (expression: SQL) => sql`${expression}`.mapWith((value: unknown) => (value === null ? null : Number(value)));
