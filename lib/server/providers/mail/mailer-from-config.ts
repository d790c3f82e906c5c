import path from 'node:path';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { createNodemailerMailer } from './nodemailer-mailer';
import { log } from '../../observability/logger';

/** The dev mailbox: where emails go when no SMTP server is configured. */
// Data, not code: without the ignore the build would ship every folder named mail (sources included) with the server.
export const devMailDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(/*turbopackIgnore: true*/ config.DATA_DIR, 'mail');

export function mailerFromConfig(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>): Mailer {
  return createNodemailerMailer({
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    mailDir: devMailDir(config),
    // Tests read the files; a developer reads the log.
    log: config.NODE_ENV === 'test' ? undefined : (line) => log().info(line),
  });
}
