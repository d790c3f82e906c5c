import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DevMailboxEntry } from './nodemailer-mailer';

export interface DevMail extends DevMailboxEntry {
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The plain-text part, decoded. */
  text: string;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

function parseEml(raw: string): { headers: Record<string, string>; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = rest.join('\n\n');
  // The text/plain part of a multipart message, or the whole body.
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(body);
  const encoding = part?.[1]?.toLowerCase();
  const content = part?.[2] ?? body;
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(content) : encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : content;
  return { headers, text };
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
