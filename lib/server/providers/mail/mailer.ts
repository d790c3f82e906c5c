/** One email; `headers` carries List-Unsubscribe and the like. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Sends email: over SMTP in production, into the dev mailbox (files) otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
