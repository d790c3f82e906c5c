import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DevMailboxEntry } from './nodemailer-mailer';

/** A file sent with an email (Content-Disposition: attachment), decoded. */
export interface DevMailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface DevMail extends DevMailboxEntry {
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded, when the email has one. */
  html: string | null;
  /** Its attachments, in order; none for most emails. */
  attachments: DevMailAttachment[];
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?Q?P=C4=81nui?=`) as the text they stand for, as a mail program shows a header. */
const decodeEncodedWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[\w-]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, content: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(content, 'base64').toString('utf8') : decodeQuotedPrintable(content.replace(/_/g, ' ')),
    );

interface MimeEntity {
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  body: string;
}

function parseEntity(raw: string): MimeEntity {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body: split ? raw.slice(split.index + split[0].length) : '' };
}

function decodeBytes(entity: MimeEntity): Buffer {
  const encoding = entity.headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(entity.body), 'utf8');
  if (encoding === 'base64') return Buffer.from(entity.body, 'base64');
  return Buffer.from(entity.body, 'utf8');
}

const decode = (entity: MimeEntity): string => decodeBytes(entity).toString('utf8');

/** The message's leaf parts in order, looking inside multipart parts by their boundary. */
function leafParts(entity: MimeEntity): MimeEntity[] {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [entity];
  const parts = entity.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`)).slice(1, -1);
  return parts.flatMap((part) => leafParts(parseEntity(part)));
}

const isAttachment = (entity: MimeEntity) => /^attachment\b/i.test(entity.headers['content-disposition'] ?? '');

/** The first text/`subtype` part that is not an attachment, decoded; null when there is none. */
function textPart(leaves: MimeEntity[], subtype: 'plain' | 'html'): string | null {
  const part = leaves.find((leaf) => !isAttachment(leaf) && new RegExp(`^text/${subtype}\\b`, 'i').test(leaf.headers['content-type'] ?? 'text/plain'));
  return part ? decode(part) : null;
}

function parseEml(raw: string): { headers: Record<string, string>; text: string; html: string | null; attachments: DevMailAttachment[] } {
  const message = parseEntity(raw);
  const leaves = leafParts(message);
  const attachments = leaves.filter(isAttachment).map((leaf) => ({
    filename: /filename="?([^";]+)"?/i.exec(leaf.headers['content-disposition'] ?? '')?.[1] ?? 'attachment',
    contentType: (leaf.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!.trim(),
    content: decodeBytes(leaf),
  }));
  return { headers: message.headers, text: textPart(leaves, 'plain') ?? '', html: textPart(leaves, 'html'), attachments };
}

/** The emails in the dev mailbox (DATA_DIR/mail), newest last; for the tests and the browser journeys. */
export async function readDevMailbox(mailDir: string, to?: string): Promise<DevMail[]> {
  let index: string;
  try {
    index = await readFile(path.join(mailDir, 'index.jsonl'), 'utf8');
  } catch {
    return [];
  }
  const entries = index
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DevMailboxEntry)
    .filter((entry) => to === undefined || entry.to === to);
  return Promise.all(entries.map(async (entry) => ({ ...entry, ...parseEml(await readFile(path.join(mailDir, entry.file), 'utf8')) })));
}

/** The first link in `mail`'s text that starts with `prefix` (an absolute URL). */
export function linkIn(mail: DevMail, pathPrefix: string): URL | null {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  return null;
}
