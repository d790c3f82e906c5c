import path from 'node:path';
import { expect } from '@playwright/test';
import { type DevMail, readDevMailbox } from '../../lib/server/providers/mail/dev-mailbox';

/** The site's dev mailbox: scripts/e2e.ts passes the data folder of the site it started. */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with npm run test:e2e');
  return path.join(dataDir, 'mail');
}

/** Waits for the `count`-th email to `to` and answers it. */
export async function emailTo(to: string, count = 1): Promise<DevMail> {
  let mails: DevMail[] = [];
  await expect
    .poll(async () => {
      mails = await readDevMailbox(mailDir(), to);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/** Waits for the first email to `to` whose subject matches `subject` and answers it (receipts and welcomes come to the same address). */
export async function emailAbout(to: string, subject: RegExp): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      found = (await readDevMailbox(mailDir(), to)).find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The site-relative path of the first link in `mail` under `pathPrefix`. */
export function linkPath(mail: DevMail, pathPrefix: string): string {
  const match = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])).find((url) => url.pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return `${match.pathname}${match.search}`;
}

/** The RFC 8058 one-click URL from the List-Unsubscribe header, on the site under test. */
export function oneClickPath(mail: DevMail): string {
  const url = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? 'http://invalid/');
  return `${url.pathname}${url.search}`;
}
