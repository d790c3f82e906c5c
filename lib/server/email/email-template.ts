import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { MailAttachment } from '../providers/mail/mailer';

/** The site's identity in an email: configuration, read when the email is sent. */
export interface EmailBranding {
  siteName: string;
  /** Absolute links start here. */
  siteUrl: string;
  /** An absolute URL of a PNG or JPEG, or null to show the name alone. */
  logoUrl: string | null;
}

/**
 * One kind of email: the zod schema of its data (checked when it is queued and again when it is
 * sent) and how that data becomes a subject and a body. The HTML and the plain-text parts are
 * both made from the body (email-render.tsx), so they cannot say different things.
 */
export interface EmailTemplate<Schema extends z.ZodType> {
  data: Schema;
  subject(data: z.output<Schema>, brand: EmailBranding): string;
  /** The line a mail program shows after the subject in the inbox. */
  preview(data: z.output<Schema>, brand: EmailBranding): string;
  /** The email's own content, inside the shared layout (logo, name, footer). */
  body(data: z.output<Schema>, brand: EmailBranding): ReactElement;
  /** Why the reader gets this email, in the footer. */
  footer(data: z.output<Schema>, brand: EmailBranding): string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter emails. */
  headers?(data: z.output<Schema>): Record<string, string>;
  /**
   * Files made from the data when the email is sent, e.g. a receipt's PDF: rendered by the worker,
   * never stored in the outbox row (decision 260).
   */
  attachments?(data: z.output<Schema>): Promise<MailAttachment[]>;
  /** The outbox empties the row's address and data once it is sent or given up on, keeping its key (an erased member's account deletion). */
  forgetRecipient?: boolean;
}

/** Keeps a template's data type tied to its schema. */
export const defineEmailTemplate = <Schema extends z.ZodType>(template: EmailTemplate<Schema>): EmailTemplate<Schema> => template;
