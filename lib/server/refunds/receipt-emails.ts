import type { Receipt } from '@/lib/schemas/payments';
import type { MailMessage } from '../providers/mail/mailer';

// Pure builders: a receipt (and its refunds) in, one email out. Nothing here sends, so the
// builders can move behind an outbox (issue [16]) as they are.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const INTERVALS: Record<Receipt['billingInterval'], string> = { ONE_OFF: 'One-off', MONTHLY: 'Monthly', YEARLY: 'Yearly' };

const receiptUrl = (siteUrl: string, txId: string) => new URL(`/receipt/${encodeURIComponent(txId)}`, siteUrl).href;

/** The receipt's lines as label and value, the same in the text and the HTML part. */
function receiptLines(receipt: Receipt): [string, string][] {
  const lines: [string, string][] = [
    ['Received from', [receipt.memberName, receipt.memberEmail].filter(Boolean).join(', ') || '—'],
    ['Amount', `${receipt.amount} ${receipt.currency}`],
    ['Date', receipt.date],
    ['For', receipt.description],
    ['Interval', INTERVALS[receipt.billingInterval]],
    ['Card', receipt.card ? `${receipt.card.brand} ending ${receipt.card.last4}` : '—'],
    ['Transaction', receipt.txId],
  ];
  for (const refund of receipt.refunds) lines.push(['Refunded', `${refund.amount} on ${refund.date}`]);
  if (receipt.refunds.length > 0) lines.push(['Amount after refunds', `${receipt.netAmount} ${receipt.currency}`]);
  return lines;
}

const htmlTable = (lines: [string, string][]) =>
  `<table role="presentation" cellpadding="4">\n${lines.map(([label, value]) => `<tr><th align="left" scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}\n</table>`;

/** A payment's receipt, as the member's receipt page shows it, with its refunds. */
export function receiptEmail(receipt: Receipt, to: string, siteUrl: string): MailMessage {
  const url = receiptUrl(siteUrl, receipt.txId);
  const lines = receiptLines(receipt);
  const text = [
    `Kia ora${receipt.memberName ? ` ${receipt.memberName}` : ''},`,
    ``,
    `Here is your receipt from ${receipt.siteName}. Thank you for your support.`,
    ``,
    ...lines.map(([label, value]) => `${label}: ${value}`),
    ``,
    `See it online or print it: ${url}`,
  ].join('\n');
  const html = [
    `<p>Kia ora${receipt.memberName ? ` ${escapeHtml(receipt.memberName)}` : ''},</p>`,
    `<p>Here is your receipt from ${escapeHtml(receipt.siteName)}. Thank you for your support.</p>`,
    htmlTable(lines),
    `<p><a href="${escapeHtml(url)}">See it online or print it</a></p>`,
  ].join('\n');
  return { to, subject: `Your receipt from ${receipt.siteName}: ${receipt.amount} ${receipt.currency}`, text, html };
}

/** Tells the member money is on its way back: how much, of which payment, and what was kept. */
export function refundEmail(receipt: Receipt, refund: { amount: string }, to: string, siteUrl: string): MailMessage {
  const url = receiptUrl(siteUrl, receipt.txId);
  const what = `your ${receipt.amount} payment of ${receipt.date} (${receipt.description})`;
  const kept = receipt.netAmountCents > 0 ? `After this refund, the payment stands at ${receipt.netAmount} ${receipt.currency}.` : 'The payment has been refunded in full.';
  const text = [
    `Kia ora${receipt.memberName ? ` ${receipt.memberName}` : ''},`,
    ``,
    `We have refunded ${refund.amount} ${receipt.currency} of ${what}.`,
    kept,
    `It goes back to the card you paid with${receipt.card ? ` (${receipt.card.brand} ending ${receipt.card.last4})` : ''}; banks usually take 5 to 10 working days to show it.`,
    ``,
    `Your updated receipt: ${url}`,
  ].join('\n');
  const html = [
    `<p>Kia ora${receipt.memberName ? ` ${escapeHtml(receipt.memberName)}` : ''},</p>`,
    `<p>We have refunded <strong>${escapeHtml(refund.amount)} ${escapeHtml(receipt.currency)}</strong> of ${escapeHtml(what)}.</p>`,
    `<p>${escapeHtml(kept)}</p>`,
    `<p>It goes back to the card you paid with${receipt.card ? ` (${escapeHtml(receipt.card.brand)} ending ${escapeHtml(receipt.card.last4)})` : ''}; banks usually take 5 to 10 working days to show it.</p>`,
    `<p><a href="${escapeHtml(url)}">Your updated receipt</a></p>`,
  ].join('\n');
  return { to, subject: `${receipt.siteName} has refunded ${refund.amount} ${receipt.currency}`, text, html };
}
