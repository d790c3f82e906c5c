import { AppError } from '@/lib/server/http/errors';
import { streamTransactionsCsv } from '@/lib/server/exports/transactions-export-service';
import type { CsvDownload } from '@/lib/server/exports/export-deps';
import { parseCsv } from '../../../helpers/csv-parse';
import { CollectingWritable, exportDeps, insertMemberRow, insertTransactionRow } from '../../../helpers/export-rows';

const HEADER = ['Transaction id', 'Date (NZ time)', 'Member uid', 'Email', 'Amount (NZD)', 'Refunded (NZD)', 'Status', 'Type', 'Interval', 'Placement', 'Provider', 'Description'];

let admin: string;
beforeAll(async () => {
  admin = await insertMemberRow({ type: 'administrator' });
});

async function exportRange(from: string, to: string) {
  const out = new CollectingWritable();
  const starts: CsvDownload[] = [];
  const outcome = await streamTransactionsCsv(await exportDeps(), admin, { from, to }, out, (download) => starts.push(download));
  return { out, starts, outcome, records: parseCsv(out.text.replace(/^\ufeff/, '')) };
}

describe('the transactions export', () => {
  it('writes a UTF-8 file with a BOM, a header and one row per transaction, quoting what needs it', async () => {
    const donor = await insertMemberRow({ email: 'mere.tane@example.nz', name: 'Mere Tāne' });
    const gift = await insertTransactionRow(donor, {
      createdAt: new Date('2026-01-10T01:00:00Z'),
      amount: 5_000,
      refundedAmount: 2_500,
      placement: 'INLINE_BANNER',
      description: 'Koha for "Pānui", with thanks\nfrom Ōtaki',
    });
    const monthly = await insertTransactionRow(donor, {
      createdAt: new Date('2026-01-11T02:30:00Z'),
      amount: 1_000,
      paymentType: 'SUBSCRIPTION',
      billingInterval: 'MONTHLY',
      status: 'failed',
      placement: null,
      description: 'Monthly, koha',
    });

    const { out, starts, outcome, records } = await exportRange('2026-01-10', '2026-01-11');
    expect(out.text.startsWith('\ufeffTransaction id,')).toBe(true);
    expect(starts).toEqual([{ filename: 'panui-transactions-2026-01-10-to-2026-01-11.csv', totalRows: 2 }]);
    expect(outcome).toEqual({ rows: 2, completed: true });
    expect(records).toEqual([
      HEADER,
      [gift, '2026-01-10 14:00:00', donor, 'mere.tane@example.nz', '50.00', '25.00', 'succeeded', 'PAY_WHAT_YOU_WANT', 'ONE_OFF', 'INLINE_BANNER', 'sandbox', 'Koha for "Pānui", with thanks\nfrom Ōtaki'],
      [monthly, '2026-01-11 15:30:00', donor, 'mere.tane@example.nz', '10.00', '0.00', 'failed', 'SUBSCRIPTION', 'MONTHLY', '', 'sandbox', 'Monthly, koha'],
    ]);
  });

  it('makes formula-looking text inert and leaves amounts as plain numbers', async () => {
    const donor = await insertMemberRow({ email: '@mallory@example.nz' });
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 3, 1, minute));
    await insertTransactionRow(donor, { createdAt: at(1), description: '=HYPERLINK("http://evil.example","Receipt")' });
    await insertTransactionRow(donor, { createdAt: at(2), description: '+1' });
    await insertTransactionRow(donor, { createdAt: at(3), description: '-2', amount: 250, refundedAmount: 250 });
    await insertTransactionRow(donor, { createdAt: at(4), description: '@x' });

    const { out, records } = await exportRange('2026-02-03', '2026-02-03');
    const rows = records.slice(1);
    expect(rows.map((row) => row[11])).toEqual([`'=HYPERLINK("http://evil.example","Receipt")`, "'+1", "'-2", "'@x"]);
    expect(rows.map((row) => row[3])).toEqual(Array(4).fill("'@mallory@example.nz"));
    expect(rows.map((row) => [row[4], row[5]])).toEqual([
      ['25.00', '0.00'],
      ['25.00', '0.00'],
      ['2.50', '2.50'],
      ['25.00', '0.00'],
    ]);
    // As written: the amount cells are bare numbers; the formula text quoted because of its commas.
    expect(out.text).toContain(`,25.00,0.00,succeeded,PAY_WHAT_YOU_WANT,ONE_OFF,,sandbox,"'=HYPERLINK(""http://evil.example"",""Receipt"")"\r\n`);
  });

  it('counts days as New Zealand days: 11:30 UTC on 31 March is 1 April in Auckland', async () => {
    const donor = await insertMemberRow();
    const lastOfMarch = await insertTransactionRow(donor, { createdAt: new Date('2026-03-31T10:59:59Z') });
    const firstOfApril = await insertTransactionRow(donor, { createdAt: new Date('2026-03-31T11:30:00Z') });
    const lastOfApril = await insertTransactionRow(donor, { createdAt: new Date('2026-04-30T11:59:59Z') });
    const firstOfMay = await insertTransactionRow(donor, { createdAt: new Date('2026-04-30T12:00:00Z') });

    const ids = (records: string[][]) => records.slice(1).map((row) => row[0]);
    expect(ids((await exportRange('2026-03-31', '2026-03-31')).records)).toEqual([lastOfMarch]);
    const april = await exportRange('2026-04-01', '2026-04-30');
    expect(ids(april.records)).toEqual([firstOfApril, lastOfApril]);
    expect(april.records[1]?.[1]).toBe('2026-04-01 00:30:00');
    expect(ids((await exportRange('2026-05-01', '2026-05-01')).records)).toEqual([firstOfMay]);
  });

  it('an empty range is a header and nothing else', async () => {
    const { records, starts } = await exportRange('2019-06-01', '2019-06-30');
    expect(records).toEqual([HEADER]);
    expect(starts[0]?.totalRows).toBe(0);
  });

  it.each(['editor', 'author', 'contributor', 'moderator', 'standard'])('refuses a caller whose type is %s before reading a row, and writes nothing', async (type) => {
    const caller = await insertMemberRow({ type });
    const out = new CollectingWritable();
    const onStart = jest.fn();
    const refused = streamTransactionsCsv(await exportDeps(), caller, { from: '2026-01-01', to: '2026-12-31' }, out, onStart);
    await expect(refused).rejects.toMatchObject({ code: 'STAFF_ONLY', status: 403 });
    expect(onStart).not.toHaveBeenCalled();
    expect(out.chunks).toEqual([]);
  });

  it.each([
    ['to before from', { from: '2026-03-02', to: '2026-03-01' }],
    ['no such day', { from: '2026-02-30', to: '2026-03-01' }],
    ['not a date', { from: 'yesterday', to: '2026-03-01' }],
    ['more than five years', { from: '2020-01-01', to: '2025-01-02' }],
  ])('refuses a bad range (%s) with a 400 and writes nothing', async (_name, range) => {
    const out = new CollectingWritable();
    const refused = streamTransactionsCsv(await exportDeps(), admin, range, out);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(out.chunks).toEqual([]);
  });

  it('takes exactly five years', async () => {
    expect((await exportRange('2020-01-01', '2024-12-31')).outcome.completed).toBe(true);
  });
});
