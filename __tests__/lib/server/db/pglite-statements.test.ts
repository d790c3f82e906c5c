import { PGlite } from '@electric-sql/pglite';
import { PreparedStatementClient } from '@/lib/server/db/pglite-statements';

describe('PreparedStatementClient (PGlite with named prepared statements)', () => {
  let pg: PGlite;
  let client: PreparedStatementClient;

  beforeEach(async () => {
    pg = new PGlite();
    client = new PreparedStatementClient(pg, { limit: 3 });
    await pg.exec(`create table notes (id serial primary key, body text not null, at timestamptz, meta jsonb);
      insert into notes (body, at, meta) values ('first', '2026-11-22T01:00:00Z', '{"n":1}'), ('second', null, null);`);
  });
  afterEach(async () => {
    await pg.close();
  });

  const preparedNames = async () => (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);

  it('answers what PGlite itself answers, with parameters of several types, in both row modes', async () => {
    const text = 'select id, body, at, meta from notes where id = any($1::int[]) or body = $2 order by id';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const ours = await client.query(text, [[1], 'second'], options);
      const theirs = await pg.query(text, [[1], 'second'], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [row] = (await client.query<{ at: Date; meta: { n: number } }>('select at, meta from notes where id = $1', [1])).rows;
    expect(row?.at).toEqual(new Date('2026-11-22T01:00:00Z'));
    expect(row?.meta).toEqual({ n: 1 });
  });

  it('plans a text once and reuses it', async () => {
    await client.query('select body from notes where id = $1', [1]);
    const { rows } = await client.query<{ body: string }>('select body from notes where id = $1', [2]);
    expect(rows).toEqual([{ body: 'second' }]);
    expect(await preparedNames()).toHaveLength(1);
  });

  it('answers a kept statement with the columns it was prepared with, as PGlite does', async () => {
    const text = 'select id, body as text, at from notes where id = $1';
    await client.query(text, [1]);
    const again = await client.query(text, [2]);
    expect(again.rows).toEqual([{ id: 2, text: 'second', at: null }]);
    expect(again.fields).toEqual((await pg.query(text, [2])).fields);
  });

  it('refuses a kept statement whose table changed shape, rather than naming its values with the old columns', async () => {
    const text = 'select * from notes where id = $1';
    await client.query(text, [1]);
    await pg.exec('alter table notes add column extra text');
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
  });

  it('writes through it, and reports the rows a write touched', async () => {
    const inserted = await client.query('insert into notes (body) values ($1)', ['third']);
    expect(inserted.affectedRows).toBe(1);
    expect((await pg.query('select body from notes where body = $1', ['third'])).rows).toHaveLength(1);
    expect((await client.query('update notes set body = $1 where id <> $2', ['edited', 1])).affectedRows).toBe(2);
    expect((await client.query('delete from notes where body = $1', ['edited'])).affectedRows).toBe(2);
  });

  it('rejects with the database error, and the next query still works', async () => {
    await expect(client.query('select 1 / $1::int as x', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query('insert into notes (id, body) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('selec nonsense')).rejects.toMatchObject({ code: '42601' });
    expect((await client.query<{ x: number }>('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }]);
  });

  it('keeps at most `limit` statements, closing the least recently used', async () => {
    for (const n of [1, 2, 3]) await client.query(`select ${n} as n`);
    await client.query('select 1 as n'); // used again: now the most recent
    await client.query('select 4 as n');
    expect(await preparedNames()).toHaveLength(3);
    expect((await client.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect(await preparedNames()).toHaveLength(3);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let releaseTransaction = () => undefined as void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("update notes set body = 'changed' where id = 1");
      await held;
      await tx.query('rollback');
    });
    const read = client.query<{ body: string }>('select body from notes where id = 1');
    releaseTransaction();
    await transaction.catch(() => undefined);
    expect((await read).rows).toEqual([{ body: 'first' }]);
  });
});
