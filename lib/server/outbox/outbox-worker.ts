import { ZodError } from 'zod';
import { emailTemplates, isEmailTemplateName } from '../email/email-registry';
import { renderEmail } from '../email/email-render';
import type { OutboxDeps, OutboxSettings } from './outbox-deps';
import { claimDueMessages, markMessageFailed, markMessageSent, type OutboxMessageRow } from './outbox-store';
import { onEmailQueued } from './outbox-wake';
import { log } from '../observability/logger';

export interface OutboxReport {
  sent: number;
  /** Failed tries that will be tried again. */
  retried: number;
  /** Failed for the last time: dead-lettered. */
  dead: number;
}

/** The wait after failed try number `attempt` (1, 2, …): the first retry after `retryMs`, then doubling, capped. */
export const retryDelayMs = (attempt: number, settings: Pick<OutboxSettings, 'retryMs' | 'maxRetryMs'>) =>
  Math.min(settings.retryMs * 2 ** Math.max(attempt - 1, 0), settings.maxRetryMs);

/** An email that no retry can send: its template is gone or its data no longer fits it. */
class Unsendable extends Error {}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server in ${Math.round(ms / 1000)} s`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function render(deps: OutboxDeps, row: OutboxMessageRow) {
  if (!isEmailTemplateName(row.template)) throw new Unsendable(`no template named ${row.template}`);
  try {
    return await renderEmail(row.template, row.data as never, deps.brand);
  } catch (error) {
    if (error instanceof ZodError) throw new Unsendable(`its data does not fit the ${row.template} template: ${error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    throw error;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

/**
 * Sends one taken email. At least once: a worker killed after the mail server took it and before
 * it is marked sent sends it again once its claim ends, under the same Message-ID (from the key),
 * so a mail program can drop the second; the dev mailbox keeps each key once.
 */
async function sendOne(deps: OutboxDeps, row: OutboxMessageRow): Promise<keyof OutboxReport> {
  // An erased member's account deletion keeps its address only until it is sent or given up on (decision 269).
  const forget = isEmailTemplateName(row.template) && emailTemplates[row.template].forgetRecipient === true;
  try {
    const email = await render(deps, row);
    await withTimeout(deps.mailer.send({ to: row.recipient, ...email, key: row.key }), deps.settings.claimMs / 2);
    deps.faults?.afterSend?.();
    await markMessageSent(deps.db, row.id, deps.clock(), forget);
    return 'sent';
  } catch (error) {
    const last = error instanceof Unsendable || row.attempts >= deps.settings.maxAttempts;
    const retryAt = last ? null : new Date(deps.clock().getTime() + retryDelayMs(row.attempts, deps.settings));
    await markMessageFailed(deps.db, row.id, describe(error), retryAt, forget);
    deps.logError(`${row.key} (try ${row.attempts} of ${deps.settings.maxAttempts}) ${last ? 'is dead-lettered' : `is tried again at ${retryAt?.toISOString()}`}: ${describe(error)}`);
    return last ? 'dead' : 'retried';
  }
}

/** Takes one batch of due emails and sends them; answers what happened. */
export async function sendDueEmails(deps: OutboxDeps): Promise<OutboxReport & { claimed: number }> {
  const now = deps.clock();
  const rows = await claimDueMessages(deps.db, now, new Date(now.getTime() + deps.settings.claimMs), deps.settings.batchSize);
  const report = { sent: 0, retried: 0, dead: 0, claimed: rows.length };
  for (const row of rows) report[await sendOne(deps, row)]++;
  return report;
}

/** Sends every email due now, batch by batch, until none is left (tests call this after a request). */
export async function drainOutbox(deps: OutboxDeps): Promise<OutboxReport> {
  const total: OutboxReport = { sent: 0, retried: 0, dead: 0 };
  for (;;) {
    const { claimed, ...report } = await sendDueEmails(deps);
    if (claimed === 0) return total;
    total.sent += report.sent;
    total.retried += report.retried;
    total.dead += report.dead;
  }
}

/** How long a stop waits for the run under way (a send to a slow mail server) before giving up on it. */
const STOP_WAIT_MS = 5_000;

/**
 * Runs `drain` now, every `pollSeconds`, and whenever this process queues an email (0 = never).
 * A run still going when the next is due is not doubled up: it runs once more after. Failures are
 * logged, never fatal. Every instance runs one; SKIP LOCKED keeps them from taking one email twice.
 * Answers a stop that waits (a few seconds at most) for the run under way, so the database can close.
 */
export function startOutboxWorker(drain: () => Promise<OutboxReport>, pollSeconds: number): () => Promise<void> {
  if (pollSeconds === 0) return async () => undefined;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const runLoop = async () => {
    try {
      do {
        again = false;
        const report = await drain();
        if (report.sent || report.retried || report.dead) log().info({ ...report }, `Outbox: sent ${report.sent}, to retry ${report.retried}, dead-lettered ${report.dead}`);
      } while (again && !stopped);
    } catch (error) {
      log().error({ err: error }, 'Outbox: the worker run failed');
    } finally {
      current = null;
    }
  };
  const run = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = runLoop();
  };
  run();
  const timer = setInterval(run, pollSeconds * 1000);
  timer.unref();
  const stopListening = onEmailQueued(run);
  return async () => {
    stopped = true;
    clearInterval(timer);
    stopListening();
    if (current) await Promise.race([current, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
  };
}
