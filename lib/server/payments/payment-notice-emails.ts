import { formatDonationAmount } from '@/lib/donation/format-donation-amount';
import type { MailMessage, Mailer } from '../providers/mail/mailer';
import type { PaymentNotices, SubscriptionNoticeTarget } from './payment-notices';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const plan = (n: SubscriptionNoticeTarget) => `${formatDonationAmount(n.amount)} ${n.billingInterval === 'MONTHLY' ? 'monthly' : 'yearly'} support`;

const day = (date: Date) => date.toLocaleDateString('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' });

function message(to: string, subject: string, lines: (string | { link: string; label: string })[]): MailMessage {
  const text = lines.map((line) => (typeof line === 'string' ? line : `${line.label}: ${line.link}`)).join('\n\n');
  const html = lines.map((line) => (typeof line === 'string' ? `<p>${escapeHtml(line)}</p>` : `<p><a href="${escapeHtml(line.link)}">${escapeHtml(line.label)}</a></p>`)).join('\n');
  return { to, subject, text, html };
}

const greeting = (n: SubscriptionNoticeTarget) => `Kia ora${n.name ? ` ${n.name}` : ''},`;

/** The notices as emails through the Mailer (the dev mailbox or SMTP); a failed send throws (keyed-payment-notices.ts logs it). */
export function createMailedPaymentNotices(mailer: Mailer, siteName: string): PaymentNotices {
  const send = (mail: MailMessage) => mailer.send(mail);
  return {
    renewalFailed: (n) =>
      send(
        message(n.to, `Your ${siteName} payment did not go through`, [
          greeting(n),
          `We tried to take your ${plan(n)}, but your card was declined.`,
          n.nextRetryAt ? `We will try again on ${day(n.nextRetryAt)}. To pay now with another card:` : 'This was our last try. To keep your support going, pay with another card:',
          { label: 'Update your card', link: n.updateCardUrl },
          'No sign-in is needed; the link is only for this subscription.',
        ]),
      ),
    renewalNeedsAuthentication: (n) =>
      send(
        message(n.to, `Confirm your ${siteName} payment with your bank`, [
          greeting(n),
          `Your bank wants you to confirm this payment of your ${plan(n)} (3-D Secure).`,
          { label: 'Confirm the payment', link: n.confirmUrl },
          n.nextRetryAt ? `If you don't, we will try again on ${day(n.nextRetryAt)}. You can also use another card:` : 'You can also use another card:',
          { label: 'Update your card', link: n.updateCardUrl },
        ]),
      ),
    subscriptionLapsed: (n) =>
      send(
        message(n.to, `Your ${siteName} support has ended`, [
          greeting(n),
          `We could not take your ${plan(n)} after several tries, so it has ended and no more payments will be taken.`,
          'Thank you for your support. You can start again whenever you like:',
          { label: 'Support us again', link: n.restartUrl },
        ]),
      ),
  };
}
