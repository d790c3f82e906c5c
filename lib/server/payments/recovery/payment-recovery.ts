import type { Config } from '../../config';
import { createSignedLinkTokens } from '../../http/signed-link-token';
import type { PaymentDeps, PaymentRecovery } from '../payment-deps';

/** Used when PAYMENT_LINK_SECRET is not set, which config.ts allows only off a public production site. */
export const DEVELOPMENT_PAYMENT_LINK_SECRET = 'panui-development-payment-link-secret-not-for-production';

/** Only update-card links are signed with this purpose: a preview link's MAC can never pass as one. */
export const UPDATE_CARD_PURPOSE = 'panui-update-card';

export function buildPaymentRecovery(config: Pick<Config, 'RENEWAL_RETRY_DAYS' | 'PAYMENT_LINK_SECRET' | 'PAYMENT_LINK_DAYS' | 'SITE_URL'>, clock: () => Date): PaymentRecovery {
  return {
    retryDays: config.RENEWAL_RETRY_DAYS,
    links: createSignedLinkTokens(config.PAYMENT_LINK_SECRET ?? DEVELOPMENT_PAYMENT_LINK_SECRET, UPDATE_CARD_PURPOSE, clock),
    linkDays: config.PAYMENT_LINK_DAYS,
    siteUrl: config.SITE_URL,
  };
}

/** The deps' recovery, or the defaults (3, 5, 7 days, development links) for deps a test built by hand. */
export function recoveryOf(deps: Pick<PaymentDeps, 'recovery' | 'clock'>): PaymentRecovery {
  return deps.recovery ?? buildPaymentRecovery({ RENEWAL_RETRY_DAYS: [3, 5, 7], PAYMENT_LINK_DAYS: 14, SITE_URL: 'http://localhost:3000' }, deps.clock);
}
