import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getConfig } from '@/lib/server/config';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { outboxMessages } from '@/lib/server/db/schema/outbox';
import { buildOutboxDeps, type OutboxDeps } from '@/lib/server/outbox/outbox-deps';
import { enqueueEmail } from '@/lib/server/outbox/outbox-service';
import { claimDueMessages, countOutboxBacklog, findOutboxMessage, releaseClaims, requeueDeadMessages } from '@/lib/server/outbox/outbox-store';
import { drainOutbox, retryDelayMs } from '@/lib/server/outbox/outbox-worker';
import { readDevMailbox } from '@/lib/server/providers/mail/dev-mailbox';
import type { MailMessage, Mailer } from '@/lib/server/providers/mail/mailer';
import { createNodemailerMailer } from '@/lib/server/providers/mail/nodemailer-mailer';
import { capturingMailer } from '../../../helpers/outbox';

const SECOND = 1_000;

/** A clock the test moves by hand. */
function fakeClock(start = new Date()) {
  let now = start.getTime();
  return { clock: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

async function workerDeps(mailer: Mailer, clock: () => Date, settings: Partial<OutboxDeps['settings']> = {}): Promise<OutboxDeps> {
  const deps = buildOutboxDeps(await getDb(), getConfig(), clock, mailer);
  return { ...deps, settings: { ...deps.settings, maxAttempts: 3, retryMs: 30 * SECOND, ...settings }, logError: () => undefined };
}

/** A mailer that refuses while `down` is true, as an SMTP server that is not answering. */
function flakyMailer() {
  const state = { down: true, tries: 0, sent: [] as MailMessage[] };
  const mailer: Mailer = {
    async send(message) {
      state.tries++;
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      state.sent.push(message);
    },
  };
  return { mailer, state };
}

const queueWelcome = async (to = `${randomUUID()}@example.nz`) => {
  const key = `welcome:${randomUUID()}`;
  await enqueueEmail(await getDb(), { key, to, template: 'welcome', data: { memberName: 'Aroha <b>', amount: '$10.00', billingInterval: 'MONTHLY' } });
  return { key, to };
};

// Each test starts with nothing due: what earlier tests (or, on a shared Postgres, other files) left
// is sent first, with a clock two days ahead so that waiting retries go too.
beforeEach(async () => {
  await drainOutbox(await workerDeps(capturingMailer(), () => new Date(Date.now() + 2 * 86_400 * SECOND)));
});

describe('the outbox worker', () => {
  it('renders the template when it sends, with the key as the email’s key, and marks it sent', async () => {
    const { key, to } = await queueWelcome();
    const mailer = capturingMailer();
    const { clock } = fakeClock();
    expect(await drainOutbox(await workerDeps(mailer, clock))).toMatchObject({ sent: 1, retried: 0, dead: 0 });
    const [mail] = mailer.sent.filter((m) => m.to === to);
    expect(mail).toMatchObject({ key, subject: 'Welcome, monthly supporter of Pānui' });
    expect(mail!.text).toContain('Kia ora Aroha <b>,');
    expect(mail!.html).toContain('Kia ora Aroha &lt;b&gt;,');
    expect(await findOutboxMessage(await getDb(), key)).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock(), lastError: null });
    expect(await drainOutbox(await workerDeps(mailer, clock))).toEqual({ sent: 0, retried: 0, dead: 0 });
  });

  it('retries a failing send after 30 s, then 60 s, and dead-letters it after the last try; a requeue sends it', async () => {
    const { key } = await queueWelcome();
    const { mailer, state } = flakyMailer();
    const { clock, advance } = fakeClock();
    const deps = await workerDeps(mailer, clock);
    const db = await getDb();
    const backlog = await countOutboxBacklog(db);

    expect(await drainOutbox(deps)).toMatchObject({ retried: 1 });
    const first = await findOutboxMessage(db, key);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25', nextAttemptAt: new Date(clock().getTime() + 30 * SECOND) });
    advance(29 * SECOND);
    expect(await drainOutbox(deps)).toMatchObject({ retried: 0 });
    advance(1 * SECOND);
    expect(await drainOutbox(deps)).toMatchObject({ retried: 1 });
    expect(await findOutboxMessage(db, key)).toMatchObject({ attempts: 2, nextAttemptAt: new Date(clock().getTime() + 60 * SECOND) });
    advance(60 * SECOND);
    expect(await drainOutbox(deps)).toMatchObject({ dead: 1 });
    expect(await findOutboxMessage(db, key)).toMatchObject({ status: 'dead', attempts: 3, nextAttemptAt: null });
    // What the outbox gauges report to /api/metrics.
    expect(await countOutboxBacklog(db)).toEqual({ pending: backlog.pending - 1, dead: backlog.dead + 1 });
    advance(24 * 3600 * SECOND);
    expect(await drainOutbox(deps)).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(state.tries).toBe(3);

    state.down = false;
    expect(await requeueDeadMessages(db, key)).toBe(1);
    expect(await drainOutbox(deps)).toMatchObject({ sent: 1 });
    expect(await findOutboxMessage(db, key)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('doubles the wait after each failure, up to an hour', () => {
    const settings = { retryMs: 30 * SECOND, maxRetryMs: 3_600 * SECOND };
    expect([1, 2, 3, 4, 8, 9, 20].map((attempt) => retryDelayMs(attempt, settings) / SECOND)).toEqual([30, 60, 120, 240, 3_600, 3_600, 3_600]);
  });

  it('dead-letters at once an email whose data no longer fits its template: no retry can send it', async () => {
    const db = await getDb();
    const { key } = await queueWelcome();
    const { clock } = fakeClock();
    // As if the template's schema changed after the row was written.
    await db.update(outboxMessages).set({ data: { memberName: null } }).where(eq(outboxMessages.key, key));
    expect(await drainOutbox(await workerDeps(capturingMailer(), clock))).toMatchObject({ dead: 1 });
    expect((await findOutboxMessage(db, key))?.lastError).toMatch(/^its data does not fit the welcome template: amount /);
  });

  it('two workers draining one database send each email once', async () => {
    const queued = await Promise.all(Array.from({ length: 24 }, () => queueWelcome()));
    const { clock } = fakeClock();
    const slow = (): Mailer & { sent: MailMessage[] } => {
      const sent: MailMessage[] = [];
      // A send takes a moment, so the two loops interleave.
      return { sent, send: async (message) => void (await new Promise((resolve) => setTimeout(resolve, 2)), sent.push(message)) };
    };
    const [a, b] = [slow(), slow()];
    const [depsA, depsB] = await Promise.all([workerDeps(a, clock, { batchSize: 3 }), workerDeps(b, clock, { batchSize: 3 })]);
    const [reportA, reportB] = await Promise.all([drainOutbox(depsA), drainOutbox(depsB)]);
    const keys = [...a.sent, ...b.sent].map((message) => message.key);
    for (const { key } of queued) expect(keys.filter((sent) => sent === key)).toHaveLength(1);
    expect(reportA.sent + reportB.sent).toBe(keys.length);
    expect(reportA.sent).toBeGreaterThan(0);
    expect(reportB.sent).toBeGreaterThan(0);
  });

  it('a worker killed between send and mark-sent: the email is sent again once its claim ends, and the dev mailbox keeps it once', async () => {
    const db = await getDb();
    const { key, to } = await queueWelcome();
    const { clock, advance } = fakeClock();
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), 'panui-outbox-')), 'mail');
    const mailer = createNodemailerMailer({ from: 'Pānui <news@panui.example.nz>', mailDir });
    const deps = await workerDeps(mailer, clock, { claimMs: 600 * SECOND });
    // The killed worker: it took the email and the mail server got it, but it never marked it sent.
    const [claimed] = (await claimDueMessages(db, clock(), new Date(clock().getTime() + 600 * SECOND), 100)).filter((row) => row.key === key);
    await mailer.send({ to, subject: 'Welcome', text: 'first copy', html: '<p>first copy</p>', key: claimed!.key });

    advance(599 * SECOND);
    expect(await drainOutbox(deps)).toMatchObject({ sent: 0 });
    advance(1 * SECOND);
    expect(await drainOutbox(deps)).toMatchObject({ sent: 1 });
    expect(await findOutboxMessage(db, key)).toMatchObject({ status: 'sent', attempts: 2 });
    const mails = await readDevMailbox(mailDir, to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['x-panui-message-key']).toBe(key);
    expect(mails[0]!.headers['message-id']).toMatch(/^<[0-9a-f]{40}@panui\.example\.nz>$/);
  });

  it('at a PGlite start, an email a killed run had taken is due at once', async () => {
    const db = await getDb();
    const { key } = await queueWelcome();
    const { clock } = fakeClock();
    await claimDueMessages(db, clock(), new Date(clock().getTime() + 600 * SECOND), 100);
    expect(await releaseClaims(db)).toBeGreaterThanOrEqual(1);
    const mailer = capturingMailer();
    await drainOutbox(await workerDeps(mailer, clock));
    expect(mailer.sent.map((message) => message.key)).toContain(key);
  });
});
