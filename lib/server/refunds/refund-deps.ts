import type { Db } from '../db/client';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { log } from '../observability/logger';
import type { TaxIdentity } from '../receipts/tax-identity';

/** What refunds and receipt emails need; the container builds it, tests build their own. Emails go through the outbox. */
export interface RefundDeps {
  db: Db;
  /** The provider payments go through now: a refund goes back through the one that took the money. */
  provider: PaymentProvider;
  clock: () => Date;
  siteName: string;
  /** The site's tax settings: the receipts in refund and resent emails are the documents the member's page shows. */
  tax?: TaxIdentity;
  /** A refund the provider did not confirm is reported here as well as answered. */
  logError: (message: string, error: unknown) => void;
}

export function buildRefundDeps(input: { db: Db; clock: () => Date; provider: PaymentProvider; siteName: string; tax?: TaxIdentity }): RefundDeps {
  return {
    db: input.db,
    provider: input.provider,
    clock: input.clock,
    siteName: input.siteName,
    ...(input.tax ? { tax: input.tax } : {}),
    logError: (message, error) => log().error({ err: error }, `Refunds: ${message}`),
  };
}
