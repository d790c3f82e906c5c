import type {
  CreatePaymentMethodBody,
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
import { currentToken, postTsom } from './tsom-client';

/** SPEC §5 and §8: a payment needs a signed-in user's token. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

/** POST /payments; the same `idempotencyKey` for a retry of one attempt charges once. */
export async function createPayment(request: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  if (!(await currentToken())) throw new Error(AUTHENTICATION_REQUIRED);
  return postTsom<PaymentResult>('/payments', { body: request, headers: { 'x-idempotency-key': idempotencyKey } });
}

/** SPEC §5: saving or deleting a card silently does nothing without a signed-in user's token. */
export async function createPaymentMethod(body: CreatePaymentMethodBody): Promise<PaymentMethod | undefined> {
  if (!(await currentToken())) return undefined;
  return postTsom<PaymentMethod>('/payments/create-payment-method', { body });
}

export async function deletePaymentMethod(paymentMethodId: string): Promise<void> {
  if (!(await currentToken())) return;
  await postTsom<unknown>('/payments/delete-payment-method', { body: { paymentMethodId } });
}

/** The sandbox card form's number, expiry and CVC become a payment method id, as Stripe.js does with Stripe. */
export const createSandboxCard = (body: SandboxCardBody) => postTsom<{ paymentMethodId: string }>('/payments/sandbox-card', { body });

export const listPaymentMethods = () => postTsom<PaymentMethod[]>('/payments/payment-methods');

export const listSubscriptions = () => postTsom<Subscription[]>('/payments/subscriptions');

export const updateSubscription = (body: UpdateSubscriptionBody) => postTsom<SubscriptionChange>('/payments/update-subscription', { body });

export const cancelSubscription = (subscriptionId: string) => postTsom<{ subscription: Subscription; endsAt: string }>('/payments/cancel-subscription', { body: { subscriptionId } });

export const listTransactions = () => postTsom<Transaction[]>('/payments/list-transactions');

export const getReceipt = (txId: string) => postTsom<Receipt>('/payments/receipt', { body: { txId } });
