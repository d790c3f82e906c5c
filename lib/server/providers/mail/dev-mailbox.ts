import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DevMailboxEntry } from './nodemailer-mailer';

export interface DevMail extends DevMailboxEntry {
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded, when the email has one. */
  html: string | null;
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

function decode(entity: MimeEntity): string {
  const encoding = entity.headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  if (encoding === 'base64') return Buffer.from(entity.body, 'base64').toString('utf8');
  return entity.body;
}

/** The decoded text/`subtype` part of a message, looking inside multipart parts by their boundary; null when it has none. */
function mimePart(entity: MimeEntity, subtype: 'plain' | 'html'): string | null {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = entity.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`)).slice(1, -1);
    for (const part of parts) {
      const found = mimePart(parseEntity(part), subtype);
      if (found !== null) return found;
    }
    return null;
  }
  return new RegExp(`^text/${subtype}\\b`, 'i').test(type) ? decode(entity) : null;
}

function parseEml(raw: string): { headers: Record<string, string>; text: string; html: string | null } {
  const message = parseEntity(raw);
  return { headers: message.headers, text: mimePart(message, 'plain') ?? '', html: mimePart(message, 'html') };
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
