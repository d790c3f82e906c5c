import type { RecurringInterval } from '@/lib/schemas/payments';

/** Who a notice about a subscription goes to, and which plan it is about. */
export interface SubscriptionNoticeTarget {
  /**
   * Names this notice (decision 234): it is sent at most once per key, however often its cause is
   * replayed (a webhook delivered twice, two events about one lapse, two instances). The outbox's
   * idempotency key when it lands.
   */
  key: string;
  to: string;
  name: string | null;
  subscriptionId: string;
  amount: number;
  billingInterval: RecurringInterval;
}

/**
 * The emails a supporter gets when a renewal goes wrong (decision 232). The payment services call
 * these; what sends them is wired in one place (payment-wiring.ts): today the Mailer, later the
 * outbox, which changes no caller. A notice that cannot be sent never undoes the payment work.
 */
export interface PaymentNotices {
  /** A renewal was declined; `nextRetryAt` is the next try (null: none left before the plan lapses). */
  renewalFailed(notice: SubscriptionNoticeTarget & { attempt: number; nextRetryAt: Date | null; updateCardUrl: string }): Promise<void>;
  /** A renewal needs the cardholder to confirm it with their bank (3-D Secure off the site): the sandbox's challenge page, or Stripe's hosted invoice page. */
  renewalNeedsAuthentication(notice: SubscriptionNoticeTarget & { confirmUrl: string; updateCardUrl: string; nextRetryAt: Date | null }): Promise<void>;
  /** The last retry failed: renewal has ended (the final notice). */
  subscriptionLapsed(notice: SubscriptionNoticeTarget & { restartUrl: string }): Promise<void>;
}
