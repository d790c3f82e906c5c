import type {
  CancelReason,
  CreatePaymentMethodBody,
  DeletePaymentMethodBody,
  PaymentMethod,
  PaymentRequest,
  PaymentResult,
  Receipt,
  SandboxCardBody,
  Subscription,
  SubscriptionChange,
  Transaction,
  UpdateSubscriptionBody,
} from '@/lib/schemas/payments';
import type { Statement, StatementBody, StatementYears } from '@/lib/schemas/receipts';
import { ApiError } from './api-error';
import { currentToken, postTsom } from './tsom-client';

// One function per payments call of SPEC §7; answers and errors as docs/api.md describes.

/** SPEC §5 and §8: a payment needs a signed-in user's token. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * A payment; pass the same idempotency key when retrying one attempt, so a retry never charges twice.
 * A 401 is answered before the server does anything, so it is sent once more with a freshly minted
 * token (the one held may have been revoked or expired early); a second 401 means the session is gone.
 */
export async function createPayment(body: PaymentRequest, idempotencyKey?: string): Promise<PaymentResult> {
  if (!(await currentToken())) throw new Error(AUTHENTICATION_REQUIRED);
  const send = () => postTsom<PaymentResult>('/payments', { body, headers: idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : undefined });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (!(await currentToken(true))) throw new Error(AUTHENTICATION_REQUIRED);
    return send();
  }
}

/** SPEC §5: saving or deleting a card silently does nothing without a signed-in user's token. */
export async function createPaymentMethod(body: CreatePaymentMethodBody): Promise<PaymentMethod | undefined> {
  if (!(await currentToken())) return undefined;
  return postTsom<PaymentMethod>('/payments/create-payment-method', { body });
}

export async function deletePaymentMethod(body: DeletePaymentMethodBody): Promise<{ paymentMethodId: string; deleted: true } | undefined> {
  if (!(await currentToken())) return undefined;
  return postTsom<{ paymentMethodId: string; deleted: true }>('/payments/delete-payment-method', { body });
}

export const listPaymentMethods = () => postTsom<PaymentMethod[]>('/payments/payment-methods');

export const listSubscriptions = () => postTsom<Subscription[]>('/payments/subscriptions');

export const updateSubscription = (body: UpdateSubscriptionBody) => postTsom<SubscriptionChange>('/payments/update-subscription', { body });

export const cancelSubscription = (subscriptionId: string, reason?: CancelReason) =>
  postTsom<{ subscription: Subscription; endsAt: string }>('/payments/cancel-subscription', { body: reason ? { subscriptionId, reason } : { subscriptionId } });

export const pauseSubscription = (subscriptionId: string, months: number) =>
  postTsom<{ subscription: Subscription; resumesAt: string }>('/payments/pause-subscription', { body: { subscriptionId, months } });

export const resumeSubscription = (subscriptionId: string) => postTsom<{ subscription: Subscription }>('/payments/resume-subscription', { body: { subscriptionId } });

export const listTransactions = () => postTsom<Transaction[]>('/payments/list-transactions');

export const getReceipt = (txId: string) => postTsom<Receipt>('/payments/receipt', { body: { txId } });

/** The tax years and calendar years the member gave in, each with a statement. */
export const listStatementYears = () => postTsom<StatementYears>('/payments/statement-years');

/** The member's statement for a tax year (named by the year it ends in) or a calendar year. */
export const getStatement = (body: StatementBody) => postTsom<Statement>('/payments/statement', { body });

/** The sandbox card form's token (test mode only), as Stripe.js makes one: pass it on to createPaymentMethod or createPayment. */
export const createSandboxCard = (body: SandboxCardBody) => postTsom<{ paymentMethodId: string }>('/payments/sandbox-card', { body });
