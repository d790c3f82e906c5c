import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../providers/mail/mailer';
import { mailerFromConfig } from '../providers/mail/mailer-from-config';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { TaxIdentity } from '../receipts/tax-identity';

/** What refunds and receipt emails need; the container builds it, tests build their own. */
export interface RefundDeps {
  db: Db;
  /** The provider payments go through now: a refund goes back through the one that took the money. */
  provider: PaymentProvider;
  mailer: Mailer;
  clock: () => Date;
  siteName: string;
  /** The site's tax settings: the receipts in refund and resent emails are the documents the member's page shows. */
  tax?: TaxIdentity;
  /** Absolute links in emails start here. */
  siteUrl: string;
  /** An email that could not be sent after the money moved is reported here, not to the caller. */
  logError: (message: string, error: unknown) => void;
}

export function buildRefundDeps(input: { db: Db; config: Config; clock: () => Date; provider: PaymentProvider; mailer?: Mailer | undefined; siteName: string; tax?: TaxIdentity }): RefundDeps {
  return {
    db: input.db,
    provider: input.provider,
    mailer: input.mailer ?? mailerFromConfig(input.config),
    clock: input.clock,
    siteName: input.siteName,
    ...(input.tax ? { tax: input.tax } : {}),
    siteUrl: input.config.SITE_URL,
    logError: (message, error) => console.error(`[refunds] ${message}:`, error),
  };
}
