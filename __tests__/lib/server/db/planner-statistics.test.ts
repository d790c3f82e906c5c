import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/server/db/client';

// PGlite has no autovacuum: the planner's row counts come only from ANALYZE. A start no longer
// gathers them (it was half of `npm start`'s time); a close does, and they are kept in the folder.
const work = mkdtempSync(path.join(tmpdir(), 'panui-planner-statistics-'));
const pgliteDir = path.join(work, 'pglite');
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function addCategories(database: Database, from: number, count: number): Promise<void> {
  await database.db.execute(sql`insert into categories (slug, name) select 'c-' || n, 'Category ' || n from generate_series(${from}::int, ${from + count - 1}::int) as n`);
}

async function plannedRows(database: Database): Promise<number> {
  const result = await database.db.execute<{ rows: number }>(sql`select reltuples::int as rows from pg_class where relname = 'categories'`);
  return Number((result as unknown as { rows: { rows: number }[] }).rows[0]?.rows);
}

it('gathers the planner\'s row counts at close and keeps them for the next start', async () => {
  const first = await openDatabase({ pgliteDir });
  await addCategories(first, 1, 10);
  await first.close();

  const second = await openDatabase({ pgliteDir });
  expect(await plannedRows(second)).toBe(10);
  await addCategories(second, 11, 990);
  await second.close();

  const third = await openDatabase({ pgliteDir });
  expect(await plannedRows(third)).toBe(1000);
  await third.close();
}, 60_000);
