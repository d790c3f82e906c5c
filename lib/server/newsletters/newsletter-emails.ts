import { site } from '@/lib/site';
import type { MailMessage } from '../providers/mail/mailer';
import type { NewsletterDeps } from './newsletter-deps';
import type { NewsletterRow } from './newsletter-store';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The links every newsletter email carries: the page (a person) and the RFC 8058 one-click endpoint (a mail program). */
export function unsubscribeLinks(deps: Pick<NewsletterDeps, 'tokens' | 'siteUrl'>, email: string, listId: string): { page: string; oneClick: string } {
  const token = encodeURIComponent(deps.tokens.sign({ purpose: 'unsubscribe', email, listId }));
  return {
    page: new URL(`/newsletters/unsubscribe?token=${token}`, deps.siteUrl).href,
    oneClick: new URL(`/api/newsletters/unsubscribe?token=${token}`, deps.siteUrl).href,
  };
}

/** RFC 2369 and RFC 8058: a mail program may unsubscribe with one POST to this URL, no sign-in. */
export const listUnsubscribeHeaders = (oneClickUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The double opt-in email: nothing is sent to the address until its owner follows the link. */
export function confirmationEmail(
  deps: Pick<NewsletterDeps, 'tokens' | 'siteUrl'>,
  request: { email: string; list: NewsletterRow; source: string },
): MailMessage {
  const { email, list, source } = request;
  const token = encodeURIComponent(deps.tokens.sign({ purpose: 'confirm', email, listId: list.listId, source }));
  const confirmUrl = new URL(`/newsletters/confirm?token=${token}`, deps.siteUrl).href;
  const unsubscribe = unsubscribeLinks(deps, email, list.listId);
  const text = [
    `Kia ora,`,
    ``,
    `Someone (we hope you) asked for ${list.name} from ${site.name} to be sent to ${email}.`,
    `To start receiving it, confirm here: ${confirmUrl}`,
    ``,
    `If it wasn't you, ignore this email: nothing will be sent. The link works for 7 days.`,
    `Never want these emails? Unsubscribe: ${unsubscribe.page}`,
  ].join('\n');
  const html = [
    `<p>Kia ora,</p>`,
    `<p>Someone (we hope you) asked for <strong>${escapeHtml(list.name)}</strong> from ${escapeHtml(site.name)} to be sent to ${escapeHtml(email)}.</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p>`,
    `<p>If it wasn't you, ignore this email: nothing will be sent. The link works for 7 days.</p>`,
    `<p><a href="${escapeHtml(unsubscribe.page)}">Unsubscribe</a></p>`,
  ].join('\n');
  return { to: email, subject: `Confirm your subscription to ${list.name}`, text, html, headers: listUnsubscribeHeaders(unsubscribe.oneClick) };
}
