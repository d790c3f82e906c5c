// The SQL a desk call sends, caught at the database client (PGlite's or node-postgres's pool), so
// the bench can show each statement's plan with EXPLAIN (ANALYZE, BUFFERS) exactly as it ran.
import type { Db } from '@/lib/server/db/client';

export interface Statement {
  text: string;
  params: unknown[];
}

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
  connect?: (...args: unknown[]) => Promise<QueryClient & { release: () => void }>;
}

const clientOf = (db: Db) => (db as unknown as { $client: QueryClient }).$client;

const statementOf = (args: unknown[]): Statement | null => {
  const [first, second] = args;
  const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
  const params = (Array.isArray(second) ? second : ((first as { values?: unknown[] } | undefined)?.values ?? [])) as unknown[];
  return text ? { text, params } : null;
};

/** Runs `work` and answers what it sent to the database, in order. */
export async function recordStatements(db: Db, work: () => Promise<unknown>): Promise<Statement[]> {
  const client = clientOf(db);
  const recorded: Statement[] = [];
  const originalQuery = client.query;
  const originalConnect = client.connect;
  client.query = async (...args: unknown[]) => {
    const statement = statementOf(args);
    if (statement) recorded.push(statement);
    return originalQuery.apply(client, args);
  };
  if (originalConnect) {
    // A transaction or a cursor on Postgres takes a connection of its own from the pool. The pool's
    // own query() connects with a callback: that one is left alone (its statement is recorded above).
    client.connect = async (...args: unknown[]) => {
      if (args.length > 0) return originalConnect.apply(client, args);
      const connection = await originalConnect.call(client);
      const query = connection.query;
      connection.query = async (...args: unknown[]) => {
        const statement = statementOf(args);
        if (statement) recorded.push(statement);
        return query.apply(connection, args);
      };
      const release = connection.release;
      connection.release = () => {
        connection.query = query;
        connection.release = release;
        release.call(connection);
      };
      return connection;
    };
  }
  try {
    await work();
  } finally {
    client.query = originalQuery;
    if (originalConnect) client.connect = originalConnect;
  }
  return recorded;
}

/** The plan of one recorded statement, run again under EXPLAIN (ANALYZE, BUFFERS). */
export async function explain(db: Db, statement: Statement): Promise<string[]> {
  if (!/^\s*(select|with)\b/i.test(statement.text)) return [];
  const answer = (await clientOf(db).query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params)) as { rows: Record<string, string>[] };
  return answer.rows.map((row) => row['QUERY PLAN'] ?? Object.values(row)[0] ?? '');
}

/** The plan lines worth quoting: scans (which index or table), sorts, and the execution time. */
export const keyLines = (plan: string[]) =>
  plan
    .filter((line) => /Scan|Sort Method|Execution Time|Hash Join|Nested Loop|Aggregate/.test(line) && !/Buffers:/.test(line))
    .map((line) => line.trim())
    .slice(0, 12);

/** A statement of the bench's own (fixtures, not a desk call), straight to the client. */
export async function rawRows<T>(db: Db, text: string, params: unknown[] = []): Promise<T[]> {
  return ((await clientOf(db).query(text, params)) as { rows: T[] }).rows;
}
