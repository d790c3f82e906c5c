import { countPayment, type PaymentOutcome } from '../../observability/metrics';
import { inSpan, SpanKind } from '../../observability/tracing';
import { AuthenticationRequired, CardDeclined, type PaymentProvider } from './payment-provider';

type Operation = Exclude<keyof PaymentProvider, 'name'>;

// A Record, so a call added to PaymentProvider fails to compile here until it is listed.
const OPERATIONS: Record<Operation, true> = {
  ensureCustomer: true,
  attachPaymentMethod: true,
  detachPaymentMethod: true,
  charge: true,
  findCharge: true,
  createSubscription: true,
  changeSubscription: true,
  setSubscriptionCard: true,
  pauseSubscription: true,
  cancelSubscription: true,
  refund: true,
  authenticationOutcome: true,
  abandonAuthentication: true,
  payOverdueRenewal: true,
};

/** Calls that take money; their outcomes are counted (panui_payments_total). */
const PAYMENT_OPERATIONS: Partial<Record<Operation, 'charge' | 'subscription'>> = { charge: 'charge', createSubscription: 'subscription' };

// A 3-D Secure challenge is neither a decline nor a fault: counting it as `failed` would page someone.
const outcomeOf = (error: unknown): PaymentOutcome => (error instanceof CardDeclined ? 'declined' : error instanceof AuthenticationRequired ? 'authentication' : 'failed');

/**
 * The provider with each call in a span (`payments.charge`…, when tracing is on) and the outcome
 * of every charge and first subscription payment counted by provider: succeeded, declined or
 * failed (decisions 242 and 243). Arguments and answers pass through untouched and are never
 * recorded: they hold the reader's email and card tokens.
 */
export function observedPaymentProvider(provider: PaymentProvider): PaymentProvider {
  const observed = { name: provider.name } as PaymentProvider;
  for (const operation of Object.keys(OPERATIONS) as Operation[]) {
    const method = provider[operation] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    // A test's fake may implement only the calls it expects.
    if (typeof method !== 'function') continue;
    const call = method.bind(provider);
    const counted = PAYMENT_OPERATIONS[operation];
    const wrapped = (...args: unknown[]) =>
      inSpan(
        `payments.${operation}`,
        { 'panui.payments.provider': provider.name },
        async (span) => {
          try {
            const answer = await call(...args);
            if (counted) countPayment(provider.name, counted, 'succeeded');
            span?.setAttribute('panui.payments.outcome', 'succeeded');
            return answer;
          } catch (error) {
            if (counted) countPayment(provider.name, counted, outcomeOf(error));
            span?.setAttribute('panui.payments.outcome', outcomeOf(error));
            throw error;
          }
        },
        SpanKind.CLIENT,
        // A refused card is an answer, not a fault of ours or the provider's.
        (error) => error instanceof CardDeclined || error instanceof AuthenticationRequired,
      );
    (observed as unknown as Record<Operation, unknown>)[operation] = wrapped;
  }
  return observed;
}
