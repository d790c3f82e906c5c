import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseConfig } from '@/lib/server/config';
import { createServices } from '@/lib/server/container';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { transactions } from '@/lib/server/db/schema/payments';
import { statementRuns } from '@/lib/server/db/schema/statements';
import type { MailMessage } from '@/lib/server/providers/mail/mailer';
import { dueStatementYear, type SendStatementEmail, sendTaxYearStatements, STALE_RUN_MS, type StatementDonor } from '@/lib/server/receipts/statement-send-service';

/**
 * A fake outbox: it keeps one message per key, as the real one does, and records every call so a
 * test sees whether the run asked twice.
 */
type OutboxCall = { uid: string; email: string; name: string | null; taxYear: number; key: string };

function fakeOutbox(failOn: (donor: StatementDonor, call: number) => boolean = () => false) {
  const calls: OutboxCall[] = [];
  const messages = new Map<string, string>();
  const send: SendStatementEmail = async (donor, taxYear, key) => {
    if (failOn(donor, calls.length)) throw new Error('outbox unavailable');
    calls.push({ ...donor, taxYear, key });
    messages.set(key, donor.email);
  };
  return { send, calls, messages };
}

let tag = '';
const uids: Record<string, string> = {};

async function member(name: string, fields: { email?: string | null; firstName?: string; lastName?: string } = {}): Promise<string> {
  // uids sort in the order members are made here, so pages and resumption are easy to follow.
  const uid = `${tag}-${String(Object.keys(uids).length).padStart(2, '0')}-${name}`;
  uids[name] = uid;
  await (await getDb()).insert(members).values({ uid, email: fields.email === undefined ? `${uid}@example.nz` : fields.email, name: fields.firstName ? null : name, firstName: fields.firstName ?? null, lastName: fields.lastName ?? null });
  return uid;
}

async function gift(uid: string, at: string, fields: { amount?: number; refundedAmount?: number; status?: 'succeeded' | 'failed' | 'refunded' | 'pending' } = {}): Promise<void> {
  const id = `tx_${randomUUID()}`;
  await (await getDb()).insert(transactions).values({
    id,
    memberUid: uid,
    provider: 'sandbox',
    providerChargeId: `ch_${id}`,
    amount: fields.amount ?? 2_000,
    refundedAmount: fields.refundedAmount ?? 0,
    paymentType: 'PAY_WHAT_YOU_WANT',
    billingInterval: 'ONE_OFF',
    status: fields.status ?? 'succeeded',
    description: 'Donation',
    createdAt: new Date(at),
  });
}

const TAX_YEAR = 2026;
const NOW = new Date('2026-04-02T00:00:00Z');

beforeAll(async () => {
  // The tax year of these tests is shared by nothing else in this file's database; the tag keeps uids apart from other rows.
  tag = `stmt-${randomUUID().slice(0, 8)}`;
  const twice = await member('gave-twice');
  await gift(twice, '2025-05-01T00:00:00Z');
  await gift(twice, '2025-11-01T00:00:00Z');
  await gift(await member('at-first-midnight'), '2025-03-31T11:00:00Z'); // 1 April 2025 00:00 NZDT
  await gift(await member('at-last-minute'), '2026-03-31T10:59:00Z'); // 31 March 2026 23:59 NZDT
  await gift(await member('partly-refunded'), '2025-06-01T00:00:00Z', { amount: 5_000, refundedAmount: 1_000 });
  const named = await member('first-and-last', { firstName: 'Hemi', lastName: 'Walker' });
  await gift(named, '2025-08-01T00:00:00Z');
  // Not donors of the 2026 tax year:
  await gift(await member('a-minute-early'), '2025-03-31T10:59:00Z');
  await gift(await member('a-minute-late'), '2026-03-31T11:00:00Z');
  await gift(await member('refunded-in-full'), '2025-06-01T00:00:00Z', { status: 'refunded', refundedAmount: 2_000 });
  await gift(await member('declined'), '2025-06-01T00:00:00Z', { status: 'failed' });
  await gift(await member('never-settled'), '2025-06-01T00:00:00Z', { status: 'pending' });
  // An account deleted since: its transactions stay for the books, its email is gone.
  await gift(await member('deleted', { email: null }), '2025-06-01T00:00:00Z');
});

const DONORS = ['gave-twice', 'at-first-midnight', 'at-last-minute', 'partly-refunded', 'first-and-last'];

const ours = (calls: OutboxCall[]) => calls.filter((call) => call.uid.startsWith(tag));

describe('sendTaxYearStatements', () => {
  it('asks the outbox once for each member who gave and kept giving in the tax year, keyed by member and year', async () => {
    const outbox = fakeOutbox();
    const report = await sendTaxYearStatements({ db: await getDb(), clock: () => NOW, sendStatementEmail: outbox.send, batchSize: 2 }, TAX_YEAR);
    expect(report).toMatchObject({ taxYear: TAX_YEAR, outcome: 'sent' });
    const calls = ours(outbox.calls);
    expect(calls.map((call) => call.uid)).toEqual(DONORS.map((name) => uids[name]));
    expect(calls.map((call) => call.key)).toEqual(DONORS.map((name) => `statement-email:tax-year-2026:${uids[name]}`));
    expect(new Set(outbox.calls.map((call) => call.key)).size).toBe(outbox.calls.length);
    expect(calls.every((call) => call.taxYear === TAX_YEAR && call.email === `${call.uid}@example.nz`)).toBe(true);
    expect(calls.find((call) => call.uid === uids['first-and-last'])?.name).toBe('Hemi Walker');

    // Run again (the April job runs every hour, on every instance): the year is done, nothing is asked again.
    const again = fakeOutbox();
    const second = await sendTaxYearStatements({ db: await getDb(), clock: () => new Date(NOW.getTime() + 3_600_000), sendStatementEmail: again.send }, TAX_YEAR);
    expect(second).toMatchObject({ outcome: 'already-sent', sent: report.outcome === 'sent' ? report.total : -1 });
    expect(again.calls).toEqual([]);
  });

  it('goes on after the last page it recorded when a run stopped, so each member’s message is asked for once', async () => {
    const db = await getDb();
    const year = 2027;
    // Everyone of 2026 gives again in the 2027 tax year, where the gift made a minute into it already is.
    for (const name of DONORS) await gift(uids[name]!, '2026-06-01T00:00:00Z');
    const donors2027 = [...DONORS, 'a-minute-late'];
    const broken = fakeOutbox((donor) => donor.uid === uids['partly-refunded']);
    await expect(sendTaxYearStatements({ db, clock: () => new Date('2027-04-01T00:00:00Z'), sendStatementEmail: broken.send, batchSize: 2 }, year)).rejects.toThrow('outbox unavailable');
    // The page holding the failure was not recorded: its first member is asked for again, and only it.
    expect(ours(broken.calls).map((call) => call.uid)).toEqual([uids['gave-twice'], uids['at-first-midnight'], uids['at-last-minute']]);

    const fresh = fakeOutbox();
    const soon = await sendTaxYearStatements({ db, clock: () => new Date(Date.parse('2027-04-01T00:00:00Z') + 60_000), sendStatementEmail: fresh.send, batchSize: 2 }, year);
    expect(soon).toEqual({ taxYear: year, outcome: 'running-elsewhere' });
    expect(fresh.calls).toEqual([]);

    // Ten minutes without a heartbeat: the run is taken over, from the page after the last one recorded.
    const later = new Date(Date.parse('2027-04-01T00:00:00Z') + STALE_RUN_MS + 1_000);
    const outbox = fakeOutbox();
    const finished = await sendTaxYearStatements({ db, clock: () => later, sendStatementEmail: outbox.send, batchSize: 2 }, year);
    expect(finished).toMatchObject({ outcome: 'sent', sent: 4, total: 6 });
    const delivered = new Map([...broken.messages, ...outbox.messages]);
    expect([...delivered.keys()].filter((key) => key.includes(tag)).sort()).toEqual(donors2027.map((name) => `statement-email:tax-year-2027:${uids[name]}`).sort());
    // Only the page that failed is asked for again (at-last-minute, under the same key); the first page never.
    expect(ours(outbox.calls).map((call) => call.uid)).toEqual(['at-last-minute', 'partly-refunded', 'first-and-last', 'a-minute-late'].map((name) => uids[name]));
    const [row] = await db.select().from(statementRuns).where(eq(statementRuns.taxYear, year));
    expect(row?.finishedAt).not.toBeNull();
  });
});

describe('dueStatementYear: April in New Zealand, from 9 am on the 1st', () => {
  it.each<[string, number | null, string]>([
    ['2026-03-31T19:59:00Z', null, '1 April 2026 8:59 am NZDT: the day has not begun'],
    ['2026-03-31T20:00:00Z', 2026, '1 April 2026 9:00 am NZDT'],
    ['2026-04-15T00:00:00Z', 2026, 'mid-April'],
    ['2026-04-30T11:59:00Z', 2026, '30 April 2026 11:59 pm NZST'],
    ['2026-04-30T12:00:00Z', null, '1 May 2026 00:00 NZST'],
    ['2026-03-15T00:00:00Z', null, 'March'],
    ['2026-11-27T00:00:00Z', null, 'November'],
  ])('%s → %s (%s)', (at, year) => {
    expect(dueStatementYear(new Date(at))).toBe(year);
  });
});

describe('the April job (services.receipts.sendDueStatements)', () => {
  const mailbox = () => {
    const sent: MailMessage[] = [];
    return { sent, mailer: { send: async (message: MailMessage) => void sent.push(message) } };
  };
  const april2025 = () => new Date('2025-04-10T00:00:00Z');

  it('does nothing for a site that is not a charity', async () => {
    const { sent, mailer } = mailbox();
    const services = createServices({ db: await getDb(), config: parseConfig({}), clock: april2025, providers: { mailer } });
    expect(await services.receipts.sendDueStatements()).toBeNull();
    await services.outbox.drain();
    expect(sent.filter((message) => message.to.startsWith(tag))).toEqual([]);
  });

  it('queues for a charity’s donors of the tax year just ended their donation receipt, sent with the total, links and its PDF', async () => {
    const { sent, mailer } = mailbox();
    const config = parseConfig({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-091-850', RECEIPT_SIGNATORY: 'Hine Walker, Treasurer', SITE_URL: 'https://panui.example.nz' });
    const services = createServices({ db: await getDb(), config, clock: april2025, providers: { mailer } });
    expect(await services.receipts.sendDueStatements()).toMatchObject({ taxYear: 2025, outcome: 'sent' });
    // Queued by the run, sent by the outbox's worker (decision 261).
    expect(sent.filter((message) => message.to.startsWith(tag))).toEqual([]);
    await services.outbox.drain();
    // Only the gift of 31 March 2025, 11:59 pm fell in the 2025 tax year.
    const ours = sent.filter((message) => message.to.startsWith(tag));
    expect(ours.map((message) => message.to)).toEqual([`${uids['a-minute-early']}@example.nz`]);
    expect(ours[0]!.subject).toBe('Your donation receipt for the 2025 tax year from Pānui');
    expect(ours[0]!.text).toContain('You gave $20.00 NZD in the 2025 tax year.');
    expect(ours[0]!.text).toContain('https://panui.example.nz/profile/statement/tax-year/2025');
    expect(ours[0]!.html).toContain('href="https://panui.example.nz/api/tsom/payments/statement.pdf?period=tax-year&amp;year=2025"');
    expect(ours[0]!.key).toBe(`statement-email:tax-year-2025:${uids['a-minute-early']}`);
    expect(ours[0]!.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: expect.stringMatching(/\.pdf$/), contentType: 'application/pdf' }]);
    expect(ours[0]!.attachments![0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
