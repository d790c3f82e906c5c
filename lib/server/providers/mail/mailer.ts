/** A file sent with an email, e.g. a receipt's PDF: made when the email is sent, never stored in the outbox. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One email; `headers` carries List-Unsubscribe and the like. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * The outbox's idempotency key: the Message-ID is made from it and it goes in an
   * X-Panui-Message-Key header, so a receiver can drop a second copy, and the dev mailbox keeps
   * each key once.
   */
  key?: string;
}

/** Sends email: over SMTP in production, into the dev mailbox (files) otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
