import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

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
}

/**
 * Email through nodemailer. Without SMTP the message is built exactly as it would be sent (MIME,
 * headers) and written to the dev mailbox, so a developer opens the .eml in a mail program.
 */
export function createNodemailerMailer(options: NodemailerMailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const sentAt = new Date();
      const file = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await mkdir(options.mailDir, { recursive: true });
      await writeFile(path.join(options.mailDir, file), info.message as Buffer);
      const entry: DevMailboxEntry = { file, to: message.to, subject: message.subject, sentAt: sentAt.toISOString() };
      await appendFile(path.join(options.mailDir, 'index.jsonl'), `${JSON.stringify(entry)}\n`);
      options.log?.(`[mail] to ${message.to}: "${message.subject}" → ${path.join(options.mailDir, file)}`);
    },
  };
}
