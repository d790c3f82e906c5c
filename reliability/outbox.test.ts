import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDevMailbox } from '@/lib/server/providers/mail/dev-mailbox';
import { messageIdFor } from '@/lib/server/providers/mail/nodemailer-mailer';
import { type LineProcess, startLineProcess } from './helpers/child-process';
import { databaseLabel } from './helpers/database-label';
import { writeFigures } from './helpers/figures';
import { createFreshDatabase } from './helpers/postgres';
import { copiesByMessageId, type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from './helpers/smtp-test-server';

// The email outbox (decision 210) under the faults it is built for: a worker killed between the
// mail server's 250 and marking the email sent (OUTBOX_FAULT), a mail server that goes away in the
// middle of a batch, and 1,000 renewals falling due at once on two instances. Every email must
// arrive, and arrive once for a receiver that drops copies of a Message-ID, as mail programs may.
const MESSAGES = Number(process.env.RELIABILITY_OUTBOX_MESSAGES ?? 30);
// Each killed process dies after the mail server took its Nth email: in the middle of a batch of
// ten, at a batch's last email, at its very first. Three kills cover the three places; each start
// of a worker process costs seconds of CPU, so more kills would only slow the suite.
const KILL_AFTER = [3, 10, 1];
const OUTAGE_MESSAGES = 100;
const OUTAGE_MS = 3_000;
const RENEWALS = Number(process.env.RELIABILITY_OUTBOX_RENEWALS ?? 1_000);
const HARNESS = 'reliability/harness/outbox-process.ts';
const MAIL_FROM = 'Pānui <news@panui.example.nz>';
// On Postgres a killed worker's emails are due again when its claim ends (OUTBOX_CLAIM_SECONDS,
// 600 by default): each restart runs on a clock later by more than that. PGlite's restart releases them.
const RESTART_GAP_MS = 11 * 60_000;

// Process starts and 1,000 renewals on a busy two-core machine. The limit only stops a hung run.
jest.setTimeout(10 * 60_000);

const workDir = mkdtempSync(path.join(tmpdir(), 'panui-outbox-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let smtp: SmtpTestServer;
let renewals: Promise<RenewalOutcome>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // The renewals (one process busy for most of the suite) run beside the other parts, so both
  // cores work; each part has its own database and its own keys at the mail server.
  renewals = renewalRun();
  renewals.catch(() => undefined);
});
afterAll(() => smtp.stop());

// A process a failed expectation left running is killed at the end, not left sending.
const running = new Set<LineProcess>();
afterAll(() => running.forEach((child) => process.kill(child.pid, 'SIGKILL')));

async function startWorker(env: Record<string, string | undefined>): Promise<LineProcess> {
  const child = await startLineProcess(HARNESS, { SMTP_URL: undefined, OUTBOX_POLL_SECONDS: '1', MAIL_FROM, ...env });
  running.add(child);
  void child.exited.then(() => running.delete(child));
  return child;
}

/** A database of one's own: a file-backed PGlite folder, or a new database on the pass's Postgres server. */
async function databaseEnv(name: string): Promise<{ DATABASE_URL?: string; PGLITE_DIR?: string }> {
  const server = process.env.RELIABILITY_POSTGRES_URL;
  return server ? { DATABASE_URL: await createFreshDatabase(server) } : { PGLITE_DIR: path.join(workDir, name, 'pglite') };
}

interface Counts {
  pending: number;
  sent: number;
  dead: number;
  retried: number;
  failing: number;
  receipts: number;
  renewalTransactions: Record<string, number>;
  succeededCharges: number;
  subscriptionsPaidAhead: number;
  sentHere: number;
  renewalRuns: { done: number; failed: string[]; reports: { renewed: number }[] };
}

const countsOf = async (child: LineProcess) => (await child.send({ counts: true })) as unknown as Counts;

/**
 * Asks `read` every `everyMs` until `done`; gives up (throws) after `limitMs`, so a stuck run fails
 * rather than hangs. A read that asks a PGlite worker for counts queues behind its work: ask it seldom.
 */
async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, limitMs: number, what: string, everyMs = 250): Promise<T> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not done after ${limitMs / 1000} s; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function stopCleanly(child: LineProcess): Promise<void> {
  process.kill(child.pid, 'SIGTERM');
  const code = await child.exited;
  if (code !== 0) throw new Error(`the worker process did not stop cleanly (${String(code)}):\n${child.stderr()}`);
}

const withKeyPrefix = (prefix: string) => smtp.received.filter((mail) => mail.key.startsWith(`${prefix}:`));
const expectedIds = (prefix: string, count: number) => Array.from({ length: count }, (_unused, n) => messageIdFor(`${prefix}:${n}`, MAIL_FROM));

/** What arrived of `expected`: lost (never arrived), copies beyond the first, strangers, and what a receiver dropping copies keeps. */
function delivery(received: readonly ReceivedMail[], expected: string[]) {
  const copies = copiesByMessageId(received);
  return {
    lost: expected.filter((id) => !copies.has(id)).length,
    copies: received.length - copies.size,
    strangers: [...copies.keys()].filter((id) => !expected.includes(id)).length,
    keptByReceiver: expected.filter((id) => copies.has(id)).length,
  };
}

interface ChainOutcome {
  kills: number;
  seconds: number;
  counts: Counts;
}

/**
 * MESSAGES emails, and a worker process killed KILL_AFTER.length times, each time right after the
 * mail server (or the dev mailbox) took an email and before it was marked sent; each next process
 * starts as `npm start` does and carries on; the last one runs without the switch until nothing is due.
 */
async function killChain(prefix: string, mailer: 'smtp' | 'dev-mailbox'): Promise<ChainOutcome> {
  const started = Date.now();
  const database = await databaseEnv(prefix);
  const base = { ...database, DATA_DIR: path.join(workDir, prefix, 'data'), SMTP_URL: mailer === 'smtp' ? smtp.url : undefined };
  let kills = 0;
  for (let run = 0; ; run++) {
    const nth = KILL_AFTER[run];
    const worker = await startWorker({ ...base, OUTBOX_FAULT: nth ? `after-send:${nth}` : undefined, RELIABILITY_CLOCK_OFFSET_MS: database.DATABASE_URL ? String(run * RESTART_GAP_MS) : '0' });
    if (run === 0) {
      const { queued } = await worker.send({ enqueue: { prefix, count: MESSAGES } });
      if (queued !== MESSAGES) throw new Error(`queued ${String(queued)} of ${MESSAGES}`);
    }
    await worker.send({ start: { loops: 1, renew: false } });
    if (nth) {
      // unref: a guard left pending must not keep Jest from exiting.
      const ended = await Promise.race([worker.exited, new Promise((resolve) => setTimeout(resolve, 300_000, 'still running').unref())]);
      if (ended !== 'SIGKILL') throw new Error(`OUTBOX_FAULT=after-send:${nth} did not kill the worker (${String(ended)}):\n${worker.stderr()}`);
      kills++;
      continue;
    }
    const counts = await waitFor(() => countsOf(worker), (now) => now.pending === 0, 300_000, `${prefix}: the last worker sending what is left`, 1_000);
    await stopCleanly(worker);
    return { kills, seconds: (Date.now() - started) / 1000, counts };
  }
}

const figures: [string, string][] = [];
afterAll(() => writeFigures('outbox', figures));

describe(`a worker killed between the mail server's 250 and marking the email sent (${databaseLabel()})`, () => {
  const chains = new Map<string, Promise<ChainOutcome>>();
  beforeAll(() => {
    // Side by side, each with its own database: a start spends most of its time waiting.
    for (const [prefix, mailer] of [
      ['kill-smtp', 'smtp'],
      ['kill-mailbox', 'dev-mailbox'],
    ] as const) {
      const chain = killChain(prefix, mailer);
      chain.catch(() => undefined);
      chains.set(prefix, chain);
    }
  });

  it(`SMTP: ${MESSAGES} emails through ${KILL_AFTER.length} kills: none lost, each killed one sent again under its Message-ID, once each for a receiver that drops copies`, async () => {
    const { kills, seconds, counts } = await chains.get('kill-smtp')!;
    const arrived = delivery(withKeyPrefix('kill-smtp'), expectedIds('kill-smtp', MESSAGES));
    figures.push([`SMTP: emails, worker kills after the 250 (${databaseLabel()})`, `${MESSAGES}, ${kills} (after send ${KILL_AFTER.join(', ')} of a process)`]);
    figures.push([`SMTP: lost; copies (at least once); kept once by Message-ID (${databaseLabel()})`, `${arrived.lost}; ${arrived.copies}; ${arrived.keptByReceiver} of ${MESSAGES} (${seconds.toFixed(0)} s)`]);
    expect({ kills, ...arrived }).toEqual({ kills: KILL_AFTER.length, lost: 0, copies: KILL_AFTER.length, strangers: 0, keptByReceiver: MESSAGES });
    expect(counts).toMatchObject({ pending: 0, sent: MESSAGES, dead: 0 });
  });

  it(`dev mailbox: ${MESSAGES} emails through ${KILL_AFTER.length} kills: each key in the mailbox exactly once`, async () => {
    const { kills, seconds, counts } = await chains.get('kill-mailbox')!;
    const mails = await readDevMailbox(path.join(workDir, 'kill-mailbox', 'data', 'mail'));
    const keys = mails.map((mail) => mail.key);
    const expected = Array.from({ length: MESSAGES }, (_unused, n) => `kill-mailbox:${n}`);
    const once = expected.filter((key) => keys.filter((held) => held === key).length === 1).length;
    figures.push([`dev mailbox: emails, kills; each key held once (${databaseLabel()})`, `${MESSAGES}, ${kills}; ${once} of ${MESSAGES}, ${mails.length} in all (${seconds.toFixed(0)} s)`]);
    expect({ kills, held: mails.length, once }).toEqual({ kills: KILL_AFTER.length, held: MESSAGES, once: MESSAGES });
    // The Message-ID a mail program would see is the key's, whichever run wrote it.
    expect(new Set(mails.map((mail) => mail.headers['message-id']))).toEqual(new Set(expected.map((key) => messageIdFor(key, MAIL_FROM))));
    expect(counts).toMatchObject({ pending: 0, sent: MESSAGES, dead: 0 });
  });
});

describe(`the mail server down in the middle of a batch (${databaseLabel()})`, () => {
  // A mail server of its own: the renewals are sending to the shared one meanwhile.
  let downServer: SmtpTestServer;
  beforeAll(async () => {
    downServer = await startSmtpTestServer();
  });
  afterAll(() => downServer.stop());

  it(`${OUTAGE_MESSAGES} emails: the worker retries through a ${OUTAGE_MS / 1000} s outage; every email arrives once and none is dead-lettered`, async () => {
    const prefix = 'outage';
    const arrivedHere = () => downServer.received.filter((mail) => mail.key.startsWith(`${prefix}:`));
    const worker = await startWorker({ ...(await databaseEnv(prefix)), DATA_DIR: path.join(workDir, prefix, 'data'), SMTP_URL: downServer.url, OUTBOX_RETRY_SECONDS: '1' });
    await worker.send({ enqueue: { prefix, count: OUTAGE_MESSAGES } });
    await worker.send({ start: { loops: 1, renew: false } });
    // Down once 15 have arrived: the worker is half-way through its second batch of ten.
    await waitFor(() => arrivedHere().length, (arrived) => arrived >= 15, 180_000, 'the first 15 emails');
    await downServer.stop();
    const atStop = arrivedHere().length;
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - downAt)));
    const duringOutage = await countsOf(worker);
    await downServer.start();
    const backAt = Date.now();
    const counts = await waitFor(() => countsOf(worker), (now) => now.pending === 0, 300_000, 'every email after the outage', 1_000);
    const catchUp = (Date.now() - backAt) / 1000;
    await stopCleanly(worker);

    const arrived = delivery(arrivedHere(), expectedIds(prefix, OUTAGE_MESSAGES));
    figures.push([
      `SMTP down ${OUTAGE_MS / 1000} s mid-batch: emails, arrived before the stop, failing at its end, sent after more than one try (${databaseLabel()})`,
      `${OUTAGE_MESSAGES}, ${atStop}, ${duringOutage.failing}, ${counts.retried}`,
    ]);
    figures.push([`after the outage: lost; copies; dead-lettered; all sent within (${databaseLabel()})`, `${arrived.lost}; ${arrived.copies}; ${counts.dead}; ${catchUp.toFixed(1)} s of the server's return`]);
    expect(atStop).toBeLessThan(OUTAGE_MESSAGES);
    // The outage was felt: emails failed and waited for their retry.
    expect(duringOutage.failing).toBeGreaterThan(0);
    expect(counts.retried).toBeGreaterThan(0);
    expect({ ...arrived, dead: counts.dead, sent: counts.sent }).toEqual({ lost: 0, copies: 0, strangers: 0, keptByReceiver: OUTAGE_MESSAGES, dead: 0, sent: OUTAGE_MESSAGES });
  });
});

// Two instances need a shared database server: on the Postgres pass they are two processes; on
// PGlite (one process per folder) it is one process with two worker loops, as close as PGlite gets.
const postgres = Boolean(process.env.RELIABILITY_POSTGRES_URL);
const INSTANCES = postgres ? 2 : 1;
const LOOPS = postgres ? 1 : 2;

interface RenewalOutcome {
  /** Each instance's counts once everything was received. */
  all: Counts[];
  /** The receipts the mail server took. */
  mails: ReceivedMail[];
  seedSeconds: number;
  runSeconds: number;
}

/** RENEWALS monthly sandbox subscriptions due at once, renewed by the payment jobs; their receipts sent by INSTANCES × LOOPS workers. */
async function renewalRun(): Promise<RenewalOutcome> {
  const prefix = 'renewals';
  const started = Date.now();
  const database = postgres ? { DATABASE_URL: await createFreshDatabase(process.env.RELIABILITY_POSTGRES_URL!) } : { PGLITE_DIR: path.join(workDir, prefix, 'pglite') };
  const env = { ...database, DATA_DIR: path.join(workDir, prefix, 'data'), SMTP_URL: smtp.url };
  const instances: LineProcess[] = [];
  for (let n = 0; n < INSTANCES; n++) instances.push(await startWorker(env));
  const [first] = instances;
  await first!.send({ seedRenewals: { count: RENEWALS } });
  const seeded = Date.now();
  await Promise.all(instances.map((instance) => instance.send({ start: { loops: LOOPS, renew: true } })));
  const receipts = () => smtp.received.filter((mail) => mail.key.startsWith('receipt:'));
  // First what the mail server holds (no query), then the databases' word that nothing is left.
  await waitFor(() => new Set(receipts().map((mail) => mail.messageId)).size, (received) => received >= RENEWALS, 480_000, 'the receipts at the mail server');
  await waitFor(
    async () => {
      const now = await Promise.all(instances.map(countsOf));
      return { pending: now[0]!.pending, runs: now.map((counts) => counts.renewalRuns.done + counts.renewalRuns.failed.length) };
    },
    (now) => now.pending === 0 && now.runs.every((runs) => runs === 1),
    60_000,
    'the renewals and their receipts',
    1_000,
  );
  const done = Date.now();
  const all = await Promise.all(instances.map(countsOf));
  await Promise.all(instances.map(stopCleanly));
  return { all, mails: receipts(), seedSeconds: (seeded - started) / 1000, runSeconds: (done - seeded) / 1000 };
}

describe(`${RENEWALS} renewals due at once (${postgres ? 'two instances on Postgres' : 'one PGlite process, two worker loops'})`, () => {
  it(`${RENEWALS} renewal transactions, ${RENEWALS} receipts in the outbox, ${RENEWALS} distinct emails received, none twice`, async () => {
    const { all, mails, seedSeconds, runSeconds } = await renewals;
    const counts = all[0]!;
    const copies = copiesByMessageId(mails);
    const recipients = new Set(mails.flatMap((mail) => mail.to));
    const renewedBy = all.map((instance) => instance.renewalRuns.reports.map((report) => report.renewed).join('+')).join(' / ');
    const sentBy = all.map((instance) => instance.sentHere).join(' / ');
    figures.push([
      `${RENEWALS} renewals due at once, ${postgres ? 'two instances' : 'one process, two worker loops'}: renewal transactions, receipts queued, charges (${databaseLabel()})`,
      `${counts.renewalTransactions.succeeded ?? 0}, ${counts.receipts}, ${counts.succeededCharges}`,
    ]);
    figures.push([
      `received: distinct Message-IDs, copies, distinct recipients; renewed by / sent by each instance (${databaseLabel()})`,
      `${copies.size}, ${mails.length - copies.size}, ${recipients.size}; ${renewedBy} / ${sentBy}`,
    ]);
    figures.push([`start and seed; renewals and receipts until all received, beside the other parts (${databaseLabel()})`, `${seedSeconds.toFixed(1)} s; ${runSeconds.toFixed(1)} s`]);

    expect(all.flatMap((instance) => instance.renewalRuns.failed)).toEqual([]);
    expect(counts.renewalTransactions).toEqual({ succeeded: RENEWALS });
    expect({ receipts: counts.receipts, charges: counts.succeededCharges, paidAhead: counts.subscriptionsPaidAhead }).toEqual({ receipts: RENEWALS, charges: RENEWALS, paidAhead: RENEWALS });
    expect({ distinct: copies.size, copies: mails.length - copies.size, recipients: recipients.size }).toEqual({ distinct: RENEWALS, copies: 0, recipients: RENEWALS });
    expect({ pending: counts.pending, dead: counts.dead, sent: counts.sent }).toEqual({ pending: 0, dead: 0, sent: RENEWALS });
  });
});
