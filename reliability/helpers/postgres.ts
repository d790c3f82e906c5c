import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** Databases this runner creates start with this; the global teardown drops them. */
export const RELIABILITY_DATABASE_PREFIX = 'panui_reliability_';

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server `serverUrl` points at; answers its URL. */
export async function createFreshDatabase(serverUrl: string): Promise<string> {
  const name = `${RELIABILITY_DATABASE_PREFIX}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database a reliability run created, connections and all. */
export async function dropReliabilityDatabases(serverUrl: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${RELIABILITY_DATABASE_PREFIX}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}
