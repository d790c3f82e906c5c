import { getConfig } from '@/lib/server/config';
import { closeDatabase } from '@/lib/server/db/client';
import { createFreshDatabase } from '../helpers/postgres';

// On the Postgres pass each suite migrates its own new database, so every pass starts from the
// schema the migrations make and nothing is left from another suite.
beforeAll(async () => {
  const server = process.env.RELIABILITY_POSTGRES_URL;
  if (!server) return;
  const url = await createFreshDatabase(server);
  process.env.DATABASE_URL = url;
  // The configuration is read once per process: read before this, the suite would run on PGlite.
  if (getConfig().DATABASE_URL !== url) throw new Error('the configuration was read before the suite had its Postgres database');
});

// A Postgres pool left open would keep the worker alive after the suite.
afterAll(() => closeDatabase());
