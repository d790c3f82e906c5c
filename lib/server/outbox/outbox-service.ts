import { z } from 'zod';
import type { Db } from '../db/client';
import { type EmailData, type EmailTemplateName, emailTemplates } from '../email/email-registry';
import { insertOutboxMessage } from './outbox-store';
import { announceEmailQueued } from './outbox-wake';
import { log } from '../observability/logger';

/** One email to queue: who gets it, which template with which data, and the key that makes it once. */
export interface EmailToQueue<Name extends EmailTemplateName> {
  /**
   * Unique for ever: a second enqueue with the key queues nothing, whatever its data. Name it after
   * the cause, e.g. `receipt:${txId}`, `refund:${refundId}`; a request that is its own cause (a
   * staff resend, a newsletter confirmation) takes a fresh id.
   */
  key: string;
  to: string;
  template: Name;
  data: EmailData<Name>;
}

const Key = z.string().regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 printable ASCII characters without spaces');
// One address, nothing a mail header could read as two (a comma) or as a new header (a line break).
const Recipient = z.string().max(254).regex(/^[^\s@,;<>"]+@[^\s@,;<>"]+$/, 'must be one email address');

/**
 * Queues an email in the outbox. Pass the database transaction that writes the change the email is
 * about: the email is queued if and only if that change commits, and the worker sends it after
 * (decision 210). A key already queued, sent or dead-lettered queues nothing; answers whether this
 * call queued it. Bad data throws here (a zod error), in the caller's transaction, before any write.
 */
export async function enqueueEmail<Name extends EmailTemplateName>(db: Db, email: EmailToQueue<Name>): Promise<boolean> {
  const data = emailTemplates[email.template].data.parse(email.data);
  const queued = await insertOutboxMessage(db, { key: Key.parse(email.key), template: email.template, recipient: Recipient.parse(email.to), data });
  if (queued) announceEmailQueued();
  return queued;
}

/**
 * Runs `queue` (which calls enqueueEmail) in a savepoint of the caller's transaction: if it fails,
 * the failure is logged and the caller's change still commits, without the email. For changes
 * that record money already moved (a payment, a refund), which must never be lost for an email.
 */
export async function queueEmailSafely(db: Db, what: string, queue: (db: Db) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction(async (savepoint) => {
      await queue(savepoint);
    });
  } catch (error) {
    log().error({ err: error }, `Outbox: ${what} could not be queued`);
  }
}
