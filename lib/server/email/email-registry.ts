import type { z } from 'zod';
import { newsletterConfirmationEmail } from './templates/newsletter-confirmation-email';
import { receiptEmail } from './templates/receipt-email';
import { refundEmail } from './templates/refund-email';
import { renewalFailedEmail } from './templates/renewal-failed-email';
import { renewalNeedsAuthenticationEmail } from './templates/renewal-needs-authentication-email';
import { statementEmail } from './templates/statement-email';
import { subscriptionLapsedEmail } from './templates/subscription-lapsed-email';
import { welcomeEmail } from './templates/welcome-email';
import { accountDeletedEmail } from './templates/account-deleted-email';
import { cardExpiringEmail } from './templates/card-expiring-email';
import { renewalReminderEmail } from './templates/renewal-reminder-email';
import { subscriptionCanceledEmail } from './templates/subscription-canceled-email';
import { subscriptionChangedEmail } from './templates/subscription-changed-email';
import { subscriptionPausedEmail } from './templates/subscription-paused-email';
import { subscriptionReactivatedEmail } from './templates/subscription-reactivated-email';
import { subscriptionResumedEmail } from './templates/subscription-resumed-email';

/**
 * Every email the site sends, by the name stored in the outbox. A new email is one template file
 * (templates/*.tsx: a zod schema for its data, a subject, a body) added here, and one
 * `enqueueEmail` call where its cause is written. Names are stored in rows: rename none.
 */
export const emailTemplates = {
  'newsletter-confirmation': newsletterConfirmationEmail,
  receipt: receiptEmail,
  refund: refundEmail,
  'renewal-failed': renewalFailedEmail,
  'renewal-needs-authentication': renewalNeedsAuthenticationEmail,
  statement: statementEmail,
  'subscription-lapsed': subscriptionLapsedEmail,
  welcome: welcomeEmail,
  'subscription-changed': subscriptionChangedEmail,
  'subscription-paused': subscriptionPausedEmail,
  'subscription-resumed': subscriptionResumedEmail,
  'subscription-canceled': subscriptionCanceledEmail,
  'subscription-reactivated': subscriptionReactivatedEmail,
  'card-expiring': cardExpiringEmail,
  'renewal-reminder': renewalReminderEmail,
  'account-deleted': accountDeletedEmail,
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;

/** What a template's data must be when it is queued. */
export type EmailData<Name extends EmailTemplateName> = z.input<(typeof emailTemplates)[Name]['data']>;

export const isEmailTemplateName = (name: string): name is EmailTemplateName => Object.hasOwn(emailTemplates, name);
