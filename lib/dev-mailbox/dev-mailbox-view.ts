/** One email in the dev mailbox's list (/dev/mailbox). */
export interface DevMailSummary {
  file: string;
  to: string;
  subject: string;
  sentAt: string;
  /** The outbox key it was sent under. */
  key: string | null;
}

export interface DevMailView extends DevMailSummary {
  text: string;
  /** Headers worth checking by eye: From, Message-ID, the outbox key, List-Unsubscribe. */
  headers: [name: string, value: string][];
}

/** What /dev/mailbox shows: the emails, newest first, every template's name, and the one opened. */
export interface DevMailboxView {
  mails: DevMailSummary[];
  templates: string[];
  shown: { kind: 'mail'; mail: DevMailView; htmlUrl: string } | { kind: 'sample'; template: string; subject: string; text: string; htmlUrl: string } | null;
}
