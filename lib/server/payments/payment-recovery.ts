import type { Config } from '../config';
import type { Db } from '../db/client';
import { createSignedLinkTokens } from '../http/signed-link-token';
import type { Mailer } from '../providers/mail/mailer';
import type { PaymentDeps, PaymentRecovery } from './payment-deps';
import { keyedPaymentNotices, loggedPaymentNotices } from './keyed-payment-notices';
import { createMailedPaymentNotices } from './payment-notice-emails';
import type { PaymentNotices } from './payment-notices';

/** Used when PAYMENT_LINK_SECRET is not set, which config.ts allows only off a public production site. */
export const DEVELOPMENT_PAYMENT_LINK_SECRET = 'panui-development-payment-link-secret-not-for-production';

/** Only update-card links are signed with this purpose: a preview link's MAC can never pass as one. */
export const UPDATE_CARD_PURPOSE = 'panui-update-card';

const silentNotices: PaymentNotices = { renewalFailed: async () => undefined, renewalNeedsAuthentication: async () => undefined, subscriptionLapsed: async () => undefined };

export function buildPaymentRecovery(config: Pick<Config, 'RENEWAL_RETRY_DAYS' | 'PAYMENT_LINK_SECRET' | 'PAYMENT_LINK_DAYS' | 'SITE_URL'>, clock: () => Date, notices: PaymentNotices): PaymentRecovery {
  return {
    retryDays: config.RENEWAL_RETRY_DAYS,
    notices,
    links: createSignedLinkTokens(config.PAYMENT_LINK_SECRET ?? DEVELOPMENT_PAYMENT_LINK_SECRET, UPDATE_CARD_PURPOSE, clock),
    linkDays: config.PAYMENT_LINK_DAYS,
    siteUrl: config.SITE_URL,
  };
}

/**
 * The notices of failed renewals. Until the outbox lands they go straight through the Mailer
 * (the dev mailbox without SMTP), as the newsletter opt-in does, each once per key (decision 234);
 * wiring the outbox changes this function only.
 */
export function paymentNoticesFromMailer(mailer: Mailer, siteName: string, db: Db, clock: () => Date): PaymentNotices {
  const keyed = keyedPaymentNotices(db, clock, createMailedPaymentNotices(mailer, siteName));
  return loggedPaymentNotices(keyed, (message, error) => console.error(`[payments] ${message}:`, error));
}

/** The deps' recovery, or the defaults (3, 5, 7 days, development links, no notices) for deps a test built by hand. */
export function recoveryOf(deps: Pick<PaymentDeps, 'recovery' | 'clock'>): PaymentRecovery {
  return deps.recovery ?? buildPaymentRecovery({ RENEWAL_RETRY_DAYS: [3, 5, 7], PAYMENT_LINK_DAYS: 14, SITE_URL: 'http://localhost:3000' }, deps.clock, silentNotices);
}
