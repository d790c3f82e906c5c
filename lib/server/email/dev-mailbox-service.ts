import type { DevMailboxView } from '@/lib/dev-mailbox/dev-mailbox-view';
import type { Config } from '../config';
import { notFound } from '../http/errors';
import { readDevMailbox } from '../providers/mail/dev-mailbox';
import { devMailDir } from '../providers/mail/mailer-from-config';
import { emailTemplates, isEmailTemplateName } from './email-registry';
import { emailBrandingFromConfig } from './email-branding';
import { renderEmail } from './email-render';
import { emailSamples } from './email-samples';

/** The dev mailbox's pages exist only where emails go to it: no SMTP server, and never in production. */
export const devMailboxEnabled = (config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>) => config.NODE_ENV !== 'production' && !config.SMTP_URL;

const SHOWN_HEADERS = ['from', 'message-id', 'x-panui-message-key', 'list-unsubscribe', 'list-unsubscribe-post'];

function requireEnabled(config: Config): void {
  if (!devMailboxEnabled(config)) throw notFound('Page');
}

/** /dev/mailbox: the emails written to the dev mailbox, newest first, and the one asked for. */
export async function devMailboxPage(config: Config, ask: { file?: string; sample?: string }): Promise<DevMailboxView> {
  requireEnabled(config);
  const all = (await readDevMailbox(devMailDir(config))).reverse();
  const mails = all.map(({ file, to, subject, sentAt, key }) => ({ file, to, subject, sentAt, key: key ?? null }));
  const templates = Object.keys(emailTemplates);
  if (ask.sample !== undefined && isEmailTemplateName(ask.sample)) {
    const rendered = await renderEmail(ask.sample, emailSamples[ask.sample], emailBrandingFromConfig(config));
    return { mails, templates, shown: { kind: 'sample', template: ask.sample, subject: rendered.subject, text: rendered.text, htmlUrl: `/api/dev/mailbox-html?sample=${ask.sample}` } };
  }
  const mail = ask.file === undefined ? undefined : all.find((candidate) => candidate.file === ask.file);
  if (!mail) return { mails, templates, shown: null };
  const headers = SHOWN_HEADERS.flatMap((name): [string, string][] => (mail.headers[name] ? [[name, mail.headers[name]]] : []));
  return {
    mails,
    templates,
    shown: { kind: 'mail', mail: { file: mail.file, to: mail.to, subject: mail.subject, sentAt: mail.sentAt, key: mail.key ?? null, text: mail.text, headers }, htmlUrl: `/api/dev/mailbox-html?file=${encodeURIComponent(mail.file)}` },
  };
}

/** The HTML part of one dev-mailbox email, or of a template's sample, for the page's sandboxed frame. */
export async function devMailHtml(config: Config, ask: { file?: string; sample?: string }): Promise<string> {
  requireEnabled(config);
  if (ask.sample !== undefined) {
    if (!isEmailTemplateName(ask.sample)) throw notFound('Template');
    return (await renderEmail(ask.sample, emailSamples[ask.sample], emailBrandingFromConfig(config))).html;
  }
  // Only a name the index lists: never a path of the caller's choosing.
  const mail = (await readDevMailbox(devMailDir(config))).find((candidate) => candidate.file === ask.file);
  if (!mail) throw notFound('Email');
  return mail.html ?? `<pre>${mail.text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`;
}
