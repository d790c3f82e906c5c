import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

export interface NodemailerMailerOptions {
  from: string;
  /** smtp:// or smtps:// URL; without it each email is written to `mailDir` as an .eml file. */
  smtpUrl?: string;
  mailDir: string;
  /** Prints one line per email written to the dev mailbox. */
  log?: (line: string) => void;
}

/** One line of `mailDir/index.jsonl`: newest last. */
export interface DevMailboxEntry {
  file: string;
  to: string;
  subject: string;
  sentAt: string;
  /** The outbox key it was sent under, when it had one. */
  key?: string;
}

export const MESSAGE_KEY_HEADER = 'X-Panui-Message-Key';

/** The domain of the From address (`Name <a@news.example.nz>` → news.example.nz), for Message-IDs. */
const domainOf = (from: string) => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** A stable Message-ID for an outbox key: the same email sent twice carries the same one. */
export const messageIdFor = (key: string, from: string) => `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domainOf(from)}>`;

function envelope(from: string, message: MailMessage) {
  const { key, headers, ...rest } = message;
  if (key === undefined) return { from, ...rest, headers };
  return { from, ...rest, messageId: messageIdFor(key, from), headers: { ...headers, [MESSAGE_KEY_HEADER]: key } };
}

/** Whether the dev mailbox holds an email sent under `key` already. */
async function holdsKey(mailDir: string, key: string): Promise<boolean> {
  let index: string;
  try {
    index = await readFile(path.join(mailDir, 'index.jsonl'), 'utf8');
  } catch {
    return false;
  }
  return index.split('\n').some((line) => line && (JSON.parse(line) as DevMailboxEntry).key === key);
}

/**
 * Email through nodemailer. Without SMTP the message is built exactly as it would be sent (MIME,
 * headers) and written to the dev mailbox, so a developer opens the .eml in a mail program (or
 * /dev/mailbox). The dev mailbox keeps each outbox key once, as a receiver that drops a second
 * copy of a Message-ID would: a worker killed after writing an email and before marking it sent
 * writes it again on restart, and the mailbox shows it once.
 */
export function createNodemailerMailer(options: NodemailerMailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(options.from, message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      if (message.key !== undefined && (await holdsKey(options.mailDir, message.key))) return;
      const info = await transport.sendMail(envelope(options.from, message));
      const sentAt = new Date();
      const file = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await mkdir(options.mailDir, { recursive: true });
      await writeFile(path.join(options.mailDir, file), info.message as Buffer);
      const entry: DevMailboxEntry = { file, to: message.to, subject: message.subject, sentAt: sentAt.toISOString(), ...(message.key === undefined ? {} : { key: message.key }) };
      await appendFile(path.join(options.mailDir, 'index.jsonl'), `${JSON.stringify(entry)}\n`);
      options.log?.(`[mail] to ${message.to}: "${message.subject}" → ${path.join(options.mailDir, file)}`);
    },
  };
}
