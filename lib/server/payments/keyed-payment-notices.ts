import type { Db } from '../db/client';
import { claimNoticeKey, releaseNoticeKey } from './payment-notice-store';
import type { PaymentNotices, SubscriptionNoticeTarget } from './payment-notices';

/**
 * Each notice once per key (decision 234): the key is taken before sending, and given back if the
 * send throws. Two causes of one notice (a replayed webhook, `customer.subscription.updated` and
 * `.deleted` about one lapse, two instances) send it once.
 */
export function keyedPaymentNotices(db: Db, clock: () => Date, notices: PaymentNotices): PaymentNotices {
  const once =
    <N extends SubscriptionNoticeTarget>(kind: keyof PaymentNotices, send: (notice: N) => Promise<void>) =>
    async (notice: N) => {
      if (!(await claimNoticeKey(db, notice.key, kind, notice.subscriptionId, clock()))) return;
      try {
        await send(notice);
      } catch (error) {
        await releaseNoticeKey(db, notice.key);
        throw error;
      }
    };
  return {
    renewalFailed: once('renewalFailed', (n) => notices.renewalFailed(n)),
    renewalNeedsAuthentication: once('renewalNeedsAuthentication', (n) => notices.renewalNeedsAuthentication(n)),
    subscriptionLapsed: once('subscriptionLapsed', (n) => notices.subscriptionLapsed(n)),
  };
}

/** A notice that cannot be sent is logged and never undoes the payment work that caused it. */
export function loggedPaymentNotices(notices: PaymentNotices, logError: (message: string, error: unknown) => void): PaymentNotices {
  const logged =
    <N extends SubscriptionNoticeTarget>(kind: keyof PaymentNotices, send: (notice: N) => Promise<void>) =>
    async (notice: N) => {
      try {
        await send(notice);
      } catch (error) {
        logError(`could not send the ${kind} notice ${notice.key} to ${notice.to}`, error);
      }
    };
  return {
    renewalFailed: logged('renewalFailed', (n) => notices.renewalFailed(n)),
    renewalNeedsAuthentication: logged('renewalNeedsAuthentication', (n) => notices.renewalNeedsAuthentication(n)),
    subscriptionLapsed: logged('subscriptionLapsed', (n) => notices.subscriptionLapsed(n)),
  };
}
