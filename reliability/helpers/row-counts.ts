import { getTableName, isTable, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { schema } from '@/lib/server/db/tables';

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort();

export const TABLE_COUNT = tableNames.length;

const LEDGER = 'reliability_row_ledger';
let installed: Promise<void> | undefined;

/**
 * Counting every table after each of 34,000 requests costs about 5 ms a time in the embedded
 * database (nearly three minutes), so the test database keeps a ledger instead: a row trigger on every table adds one
 * per insert and takes one per delete, and a table's entry is its row count since the ledger
 * started. Reading it is one query over a few rows. Test databases only (they are thrown away).
 */
function installLedger(): Promise<void> {
  installed ??= (async () => {
    const db = await getDb();
    await db.execute(sql.raw(`create table if not exists ${LEDGER} (table_name text primary key, net bigint not null default 0)`));
    await db.execute(
      sql.raw(`create or replace function ${LEDGER}_count() returns trigger language plpgsql as $$
        begin
          insert into ${LEDGER} (table_name, net) values (TG_TABLE_NAME, case when TG_OP = 'INSERT' then 1 else -1 end)
            on conflict (table_name) do update set net = ${LEDGER}.net + excluded.net;
          return null;
        end $$`),
    );
    for (const name of tableNames) {
      await db.execute(sql.raw(`drop trigger if exists ${LEDGER}_trigger on "${name}"`));
      await db.execute(sql.raw(`create trigger ${LEDGER}_trigger after insert or delete on "${name}" for each row execute function ${LEDGER}_count()`));
    }
  })();
  return installed;
}

/** Each table's row count relative to when counting started (what a refused request must leave as it was). */
export async function rowCounts(): Promise<Record<string, number>> {
  await installLedger();
  const result = (await (await getDb()).execute(sql.raw(`select table_name, net::int as net from ${LEDGER}`))) as unknown as
    | { rows: { table_name: string; net: number }[] }
    | { table_name: string; net: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.net)]));
}
