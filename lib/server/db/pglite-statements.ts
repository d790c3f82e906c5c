import { parse, type PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { tracingOn } from '../observability/tracing';
import { tracedQuery } from './traced-query';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = NonNullable<QueryOptions['parsers']>;

type Field = Results['fields'][number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** Its result's columns, as Postgres described the statement once (a changed result type is an error in Postgres, never a silent change). */
  fields: Field[];
}

function joinMessages(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/**
 * A statement's result, as PGlite's parseResults makes it. That one copies every type parser
 * PGlite knows (hundreds) on each call: a third of a millisecond per query.
 */
function toResults<T>(messages: BackendMessage[], fields: Field[], parsers: Parsers, options?: QueryOptions): Results<T> {
  const extra = options?.parsers;
  const rows: unknown[] = [];
  let affectedRows = 0;
  const value = (text: string | null, i: number) => {
    const type = fields[i]?.dataTypeID ?? 0;
    const parser = extra?.[type] ?? parsers[type];
    return text === null ? null : parser ? parser(text) : text;
  };
  for (const message of messages) {
    if (message instanceof protocol.messages.DataRowMessage) {
      const values = (message.fields as (string | null)[]).map(value);
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(values.map((v, i) => [fields[i]?.name, v])));
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      const [command, first, second] = message.text.split(' ');
      if (command === 'INSERT') affectedRows = Number(second);
      else if (command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE') affectedRows = Number(first);
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

/**
 * PGlite's `query` parses and plans every statement afresh: for the article page's lookup (three
 * subqueries) planning cost more than running it. This client keeps the texts it has seen as named
 * prepared statements, as node-postgres drivers do on a real server, so Postgres plans each once.
 * Drizzle's SQL for one call site is the same text every time (values are parameters), so a few
 * hundred statements cover the whole site; the least recently used are closed past `limit`.
 *
 * Only queries outside transactions go this way; `transaction` is PGlite's own.
 */
export class PreparedStatementClient {
  readonly #pg: PGlite;
  readonly #limit: number;
  // In order of last use: Map keeps insertion order, and a hit is moved to the end.
  readonly #statements = new Map<string, Statement>();
  #counter = 0;

  constructor(pg: PGlite, { limit = 256 }: { limit?: number } = {}) {
    this.#pg = pg;
    this.#limit = limit;
  }

  get closed(): boolean {
    return this.#pg.closed;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return tracedQuery(text, 'pglite', () => this.#query<T>(text, params, options));
  }

  async #query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Blobs (COPY) and explicit parameter types keep PGlite's own path.
    if (options?.blob || options?.paramTypes) return this.#pg.query<T>(text, params, options);
    const pg = this.#pg;
    // Outside the locks, as PGlite's own query does: getting ready runs queries of its own.
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const statement = this.#statements.get(text) ?? (await this.#prepare(text));
        this.#statements.delete(text);
        this.#statements.set(text, statement);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        // One round trip: with Sync in the same batch, an error still leaves the session ready. No
        // Describe: the columns are the statement's, kept from its preparation.
        const messages = await pg.execProtocolStream(joinMessages([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]), {
          syncToFs: false,
        });
        await pg.syncToFs();
        return toResults<T>(messages, statement.fields, pg.parsers, options);
      }),
    );
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#pg.exec(text, options);
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!tracingOn()) return this.#pg.transaction(callback);
    return this.#pg.transaction((tx) => callback(tracedTransaction(tx)));
  }

  close(): Promise<void> {
    return this.#pg.close();
  }

  async #prepare(text: string): Promise<Statement> {
    const pg = this.#pg;
    const name = `panui_${++this.#counter}`;
    const described = await pg.execProtocolStream(joinMessages([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const columns = described.find((message) => message instanceof protocol.messages.RowDescriptionMessage);
    const fields = columns ? columns.fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })) : [];
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described), fields };
    if (this.#statements.size >= this.#limit) {
      const [oldestText, oldest] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldestText);
      await pg.execProtocolStream(joinMessages([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false });
    }
    return statement;
  }
}

/** A PGlite transaction whose queries each get a span, as the client's own do. */
function tracedTransaction(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) => tracedQuery(text, 'pglite', () => target.query<T>(text, params, options));
      }
      if (property === 'exec') return (text: string, options?: QueryOptions) => tracedQuery(text, 'pglite', () => target.exec(text, options));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
