import { closeDatabase } from '@/lib/server/db/client';
import { createFreshDatabase } from '../helpers/postgres';

// On the Postgres pass each suite migrates its own new database, so every pass starts from the
// schema the migrations make and nothing is left from another suite.
beforeAll(async () => {
  const server = process.env.RELIABILITY_POSTGRES_URL;
  if (server) process.env.DATABASE_URL = await createFreshDatabase(server);
});

// A Postgres pool left open would keep the worker alive after the suite.
afterAll(() => closeDatabase());
