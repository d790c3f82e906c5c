import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { appFile } from '../app-files';
import { getConfig } from '../config';
import { claimPgliteFolder } from './pglite-lock';
import { PreparedStatementClient } from './pglite-statements';
import { createTracedPool } from './traced-query';
import { schema } from './tables';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://`. */
  pgliteDir: string;
  poolSize?: number;
}

// Beside the build when the compiled server runs (npm run build copies them there), else in the repository.
const migrationsFolder = appFile('lib/server/db/migrations');
// Any constant will do: it only has to be the same in every instance that migrates.
const MIGRATION_LOCK_ID = 74_210_501;

async function countAppliedMigrations(client: PGlite): Promise<number> {
  // Before the first migration the table does not exist.
  if (!(await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations') as t`)).rows[0]?.t) return 0;
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0]?.n ?? 0;
}

async function hasPlannerStatistics(client: PGlite): Promise<boolean> {
  const { rows } = await client.query<{ analysed: boolean }>(`select exists (select 1 from pg_stats where schemaname = 'public') as analysed`);
  return rows[0]?.analysed ?? false;
}

// Test runs only (decision 308): a migrated data folder that in-memory databases start from, so a
// test file loads the schema rather than running every migration. Kept on globalThis, as the
// database handle below is, so every copy of this module in a test process sees it.
const TEMPLATE_KEY = Symbol.for('panui.pgliteTemplate');
type GlobalWithTemplate = typeof globalThis & { [TEMPLATE_KEY]?: Blob };

/** Test setup only: `memory://` databases opened from now on in this process start from `template`. */
export function startMemoryDatabasesFrom(template: Blob): void {
  (globalThis as GlobalWithTemplate)[TEMPLATE_KEY] = template;
}

/** Test setup only: an in-memory database migrated as openDatabase would, dumped (PGlite's uncompressed tar). */
export async function dumpMigratedMemoryDatabase(): Promise<Blob> {
  const client = new PGlite('memory://');
  try {
    await migrateAndAnalyse(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function migrateAndAnalyse(client: PGlite): Promise<Db> {
  // Drizzle only calls query and transaction, which the wrapper keeps PGlite's signatures for.
  const db = drizzlePglite({ client: new PreparedStatementClient(client) as unknown as PGlite, schema });
  const migrationsBefore = await countAppliedMigrations(client);
  // Also on a database started from a template: a migration newer than the template is applied here.
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so nothing else gathers the planner's statistics: without them it
  // guessed a category holds 56 articles rather than 1,260 and sorted them all for the home page.
  // They are kept in the folder, gathered again at every close: a start gathers them only when a
  // migration changed the tables or none were ever gathered (half of a start's time otherwise).
  if ((await countAppliedMigrations(client)) !== migrationsBefore || !(await hasPlannerStatistics(client))) await client.exec('ANALYZE');
  return db as unknown as Db;
}

async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  // One process at a time: PGlite itself does not stop a second one (decision 257).
  const release = inMemory ? () => undefined : claimPgliteFolder(dir);
  const template = inMemory ? (globalThis as GlobalWithTemplate)[TEMPLATE_KEY] : undefined;
  const client = new PGlite(dir, template ? { loadDataDir: template } : undefined);
  try {
    const db = await migrateAndAnalyse(client);
    return {
      db,
      kind: 'pglite',
      async close() {
        if (client.closed) return;
        // For the next open; a database in memory has none.
        if (!inMemory) await client.exec('ANALYZE');
        // A checkpoint, so the next start does not replay the write-ahead log.
        await client.exec('CHECKPOINT');
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Each query gets a span when tracing is on (traced-query.ts); otherwise it is node-postgres's own Pool.
  const pool = createTracedPool({ connectionString: url, max: poolSize });
  const lockClient = await pool.connect();
  try {
    // Several instances may start at once; only one applies migrations at a time.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Opens the database and applies any pending migrations. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.pgliteDir);
}

export function databaseOptionsFromConfig(): DatabaseOptions {
  const config = getConfig();
  return {
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR ?? path.join(/*turbopackIgnore: true*/ config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  };
}

// The custom server and the route bundles Next builds each get their own copy of this module;
// keeping the handle on globalThis gives them one database (PGlite allows one opener per folder).
const GLOBAL_KEY = Symbol.for('panui.database');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDb;
  g[GLOBAL_KEY] ??= openDatabase(databaseOptionsFromConfig()).catch((error: unknown) => {
    delete g[GLOBAL_KEY];
    throw error;
  });
  return g[GLOBAL_KEY];
}

/** The database this process has opened or is opening, without opening one: undefined before the first use and after closeDatabase. */
export function openedDatabase(): Promise<Database> | undefined {
  return (globalThis as GlobalWithDb)[GLOBAL_KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[GLOBAL_KEY];
  delete g[GLOBAL_KEY];
  if (pending) await (await pending).close();
}
