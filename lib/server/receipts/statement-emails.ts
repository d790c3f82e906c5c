import { periodDates, statementPath } from '@/lib/dates/statement-periods';
import type { Statement } from '@/lib/schemas/receipts';
import type { MailMessage } from '../providers/mail/mailer';

// A pure builder, as the receipt emails are (decision 195): a statement in, one email out, so the
// outbox's templates can take it over as it is.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The April email: the tax year's total, and links to the statement's page and its PDF. */
export function statementEmail(statement: Statement, to: string, site: { name: string; url: string }): MailMessage {
  const period = statement.period;
  const page = new URL(statementPath(period), site.url).href;
  const pdf = new URL(`/api/tsom/payments/statement.pdf?period=${period.kind}&year=${period.year}`, site.url).href;
  const what = statement.kind === 'donation-receipt' ? 'donation receipt' : 'statement';
  const greeting = `Kia ora${statement.donor.name ? ` ${statement.donor.name}` : ''},`;
  const thanks = `Thank you for supporting ${site.name} from ${periodDates(period)}. You gave ${statement.totals.kept} NZD in the ${period.year} tax year.`;
  const claim = statement.kind === 'donation-receipt' ? 'Your donation receipt for the tax year is ready: keep it to claim your donation tax credit from Inland Revenue.' : `Your statement for the tax year is ready.`;
  const text = [greeting, '', thanks, claim, '', `See it online: ${page}`, `Download it as a PDF (signed in): ${pdf}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    `<p>${escapeHtml(claim)}</p>`,
    `<p><a href="${escapeHtml(page)}">See your ${what} online</a> or <a href="${escapeHtml(pdf)}">download it as a PDF</a>.</p>`,
  ].join('\n');
  return { to, subject: `Your ${what} for the ${period.year} tax year from ${site.name}`, text, html };
}
