import { newsletters, newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { streamMembersCsv } from '@/lib/server/exports/members-export-service';
import type { CsvDownload } from '@/lib/server/exports/export-deps';
import { parseCsv } from '../../../helpers/csv-parse';
import { CollectingWritable, exportDeps, insertMemberRow, insertSubscriptionRow, insertTransactionRow } from '../../../helpers/export-rows';

const NOW = new Date('2026-11-25T00:00:00Z');
const LISTS = [
  { listId: 'export-morning', name: 'Morning briefing', position: 0 },
  { listId: 'export-climate', name: 'Climate dispatch', position: 1 },
];

let admin: string;
beforeAll(async () => {
  admin = await insertMemberRow({ type: 'administrator' });
  const { db } = await exportDeps();
  await db.insert(newsletters).values(LISTS.map((list) => ({ ...list, description: '', frequency: 'Daily' })));
});

async function exportMembers(batchSize = 1_000) {
  const out = new CollectingWritable();
  const starts: CsvDownload[] = [];
  const outcome = await streamMembersCsv(await exportDeps(batchSize, NOW), admin, out, (download) => starts.push(download));
  const [header, ...rows] = parseCsv(out.text.replace(/^\ufeff/, ''));
  return { out, starts, outcome, header: header!, byUid: new Map(rows.map((row) => [row[0]!, row])), rows };
}

describe('the members export', () => {
  it('has a column per newsletter list after the member’s own', async () => {
    const { header, starts, out } = await exportMembers();
    expect(out.text.startsWith('\ufeffMember uid,')).toBe(true);
    expect(header).toEqual(['Member uid', 'Email', 'Name', 'Type', 'Joined (NZ date)', 'Supporter state', 'Total given (NZD)', ...LISTS.map((list) => `Newsletter: ${list.name}`)]);
    expect(starts[0]?.filename).toBe('panui-members-2026-11-25.csv');
  });

  it('writes each member’s details, supporter state and total given less refunds', async () => {
    const recurring = await insertMemberRow({ name: 'Hēmi Walker, Jr', email: 'hemi@example.nz', createdAt: new Date('2026-03-31T11:30:00Z') });
    await insertSubscriptionRow(recurring);
    await insertTransactionRow(recurring, { createdAt: new Date('2026-04-01T00:00:00Z'), paymentType: 'SUBSCRIPTION', billingInterval: 'MONTHLY', amount: 1_000 });
    await insertTransactionRow(recurring, { createdAt: new Date('2026-05-01T00:00:00Z'), paymentType: 'SUBSCRIPTION', billingInterval: 'MONTHLY', amount: 1_000, refundedAmount: 400 });
    await insertTransactionRow(recurring, { createdAt: new Date('2026-06-01T00:00:00Z'), amount: 9_900, status: 'failed' });

    const paused = await insertMemberRow();
    await insertSubscriptionRow(paused, { pausedUntil: new Date('2027-01-01T00:00:00Z') });
    const pauseOver = await insertMemberRow();
    await insertSubscriptionRow(pauseOver, { pausedUntil: new Date('2026-11-01T00:00:00Z') });

    const oneOff = await insertMemberRow({ firstName: 'Ana', lastName: 'Ngata', name: null });
    await insertTransactionRow(oneOff, { createdAt: new Date('2026-02-01T00:00:00Z'), amount: 5_000 });
    await insertTransactionRow(oneOff, { createdAt: new Date('2026-02-02T00:00:00Z'), amount: 2_000, refundedAmount: 2_000, status: 'refunded' });

    const lapsed = await insertMemberRow();
    await insertSubscriptionRow(lapsed, { status: 'DELETED' });
    await insertTransactionRow(lapsed, { createdAt: new Date('2026-01-01T00:00:00Z'), paymentType: 'SUBSCRIPTION', billingInterval: 'MONTHLY', amount: 1_000 });
    const none = await insertMemberRow({ email: null, name: null, type: 'editor' });

    const { byUid } = await exportMembers();
    expect(byUid.get(recurring)?.slice(0, 7)).toEqual([recurring, 'hemi@example.nz', 'Hēmi Walker, Jr', 'standard', '2026-04-01', 'recurring', '16.00']);
    expect(byUid.get(paused)?.[5]).toBe('paused');
    expect(byUid.get(pauseOver)?.[5]).toBe('recurring');
    expect(byUid.get(oneOff)?.slice(2, 7)).toEqual(['Ana Ngata', 'standard', expect.any(String), 'one_off', '50.00']);
    expect(byUid.get(lapsed)?.slice(5, 7)).toEqual(['lapsed', '10.00']);
    expect(byUid.get(none)?.slice(1, 7)).toEqual(['', '', 'editor', expect.any(String), 'none', '0.00']);
  });

  it('shows newsletter consent per list: active since the day of consent, pending, unsubscribed, or blank', async () => {
    const reader = await insertMemberRow({ email: 'kiri@example.nz' });
    const { db } = await exportDeps();
    await db.insert(newsletterSubscriptions).values([
      { email: 'kiri@example.nz', listId: 'export-morning', memberUid: reader, source: 'profile', status: 'active', consentAt: new Date('2026-03-31T11:30:00Z') },
      // Subscribed before signing up: found by email.
      { email: 'kiri@example.nz', listId: 'export-climate', memberUid: null, source: 'footer', status: 'pending' },
    ]);
    const leaver = await insertMemberRow({ email: 'rawiri@example.nz' });
    await db.insert(newsletterSubscriptions).values({ email: 'rawiri@example.nz', listId: 'export-climate', memberUid: leaver, source: 'profile', status: 'unsubscribed' });

    const { byUid } = await exportMembers();
    expect(byUid.get(reader)?.slice(7)).toEqual(['active since 2026-04-01', 'pending']);
    expect(byUid.get(leaver)?.slice(7)).toEqual(['', 'unsubscribed']);
  });

  it('makes a formula-looking name or email inert, so it opens as text', async () => {
    const mallory = await insertMemberRow({ name: '=HYPERLINK("http://evil.example","Click me")', email: '+64mallory@example.nz' });
    const minus = await insertMemberRow({ name: '-2+3', email: '@at@example.nz' });
    const { byUid } = await exportMembers();
    expect(byUid.get(mallory)?.slice(1, 3)).toEqual(["'+64mallory@example.nz", `'=HYPERLINK("http://evil.example","Click me")`]);
    expect(byUid.get(minus)?.slice(1, 3)).toEqual(["'@at@example.nz", "'-2+3"]);
  });

  it('reads members in batches and writes every member once, whatever the batch size', async () => {
    const whole = await exportMembers(1_000);
    const batched = await exportMembers(3);
    expect(batched.rows).toEqual(whole.rows);
    expect(batched.out.chunks.length).toBeGreaterThan(2);
    expect(new Set(batched.rows.map((row) => row[0])).size).toBe(batched.rows.length);
    expect(batched.starts[0]?.totalRows).toBe(batched.rows.length);
  });

  it.each(['editor', 'moderator', 'standard'])('refuses a caller whose type is %s before reading a row, and writes nothing', async (type) => {
    const caller = await insertMemberRow({ type });
    const out = new CollectingWritable();
    const onStart = jest.fn();
    await expect(streamMembersCsv(await exportDeps(), caller, out, onStart)).rejects.toMatchObject({ code: 'STAFF_ONLY', status: 403 });
    expect(onStart).not.toHaveBeenCalled();
    expect(out.chunks).toEqual([]);
  });
});
