import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailBrandingFromConfig } from '../email/email-branding';
import type { EmailBranding } from '../email/email-template';
import type { Mailer } from '../providers/mail/mailer';
import { mailerFromConfig } from '../providers/mail/mailer-from-config';
import { log, rootLogger } from '../observability/logger';

export interface OutboxSettings {
  /** Tries before an email is dead-lettered. */
  maxAttempts: number;
  /** Wait before the first retry; doubled after each further failure, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** How long a worker holds the emails it took; a send still running after half of it is given up. */
  claimMs: number;
  /** Emails one worker takes at a time. */
  batchSize: number;
}

/** What the outbox worker needs; the container builds it, tests build their own (fake clock, failing mailer). */
export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  brand: EmailBranding;
  settings: OutboxSettings;
  /** A failed try, with the email's key; the row keeps the error too. */
  logError: (message: string) => void;
  /** Where the fault switch (OUTBOX_FAULT) stops the process: the mail server took the email, the row is not yet marked sent. */
  faults?: { afterSend?: () => void };
}

export const MAX_RETRY_MS = 60 * 60_000;

export function outboxSettingsFromConfig(config: Pick<Config, 'OUTBOX_MAX_ATTEMPTS' | 'OUTBOX_RETRY_SECONDS' | 'OUTBOX_CLAIM_SECONDS'>): OutboxSettings {
  return {
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    retryMs: config.OUTBOX_RETRY_SECONDS * 1000,
    maxRetryMs: MAX_RETRY_MS,
    claimMs: config.OUTBOX_CLAIM_SECONDS * 1000,
    batchSize: 10,
  };
}

/** The crash tests' switch (OUTBOX_FAULT=after-send:N); config.ts refuses it in production. */
function faultsFromConfig(fault: Config['OUTBOX_FAULT']): OutboxDeps['faults'] {
  if (!fault) return undefined;
  let sends = 0;
  return {
    afterSend: () => {
      if (++sends < fault.nth) return;
      rootLogger().fatal(`OUTBOX_FAULT=after-send:${fault.nth}: stopping the process here`);
      // SIGKILL, like the OOM killer or a pulled plug: no handler runs, nothing is marked sent.
      process.kill(process.pid, 'SIGKILL');
    },
  };
}

export function buildOutboxDeps(db: Db, config: Config, clock: () => Date, mailer?: Mailer): OutboxDeps {
  return {
    db,
    mailer: mailer ?? mailerFromConfig(config),
    clock,
    brand: emailBrandingFromConfig(config),
    settings: outboxSettingsFromConfig(config),
    logError: (message) => log().error(`Outbox: ${message}`),
    faults: faultsFromConfig(config.OUTBOX_FAULT),
  };
}
