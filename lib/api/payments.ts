import type {
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
import { postTsom } from './tsom-client';

// One function per payments call of SPEC §7; answers and errors as docs/api.md describes.

export const createPaymentMethod = (body: CreatePaymentMethodBody) => postTsom<PaymentMethod>('/payments/create-payment-method', { body });

export const deletePaymentMethod = (body: DeletePaymentMethodBody) =>
  postTsom<{ paymentMethodId: string; deleted: true }>('/payments/delete-payment-method', { body });

export const listPaymentMethods = () => postTsom<PaymentMethod[]>('/payments/payment-methods');

export const listSubscriptions = () => postTsom<Subscription[]>('/payments/subscriptions');

export const updateSubscription = (body: UpdateSubscriptionBody) => postTsom<SubscriptionChange>('/payments/update-subscription', { body });

export const cancelSubscription = (subscriptionId: string) =>
  postTsom<{ subscription: Subscription; endsAt: string }>('/payments/cancel-subscription', { body: { subscriptionId } });

export const listTransactions = () => postTsom<Transaction[]>('/payments/list-transactions');

/** A payment; pass the same idempotency key when retrying, so a retry never charges twice. */
export const createPayment = (body: PaymentRequest, idempotencyKey?: string) =>
  postTsom<PaymentResult>('/payments', { body, headers: idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : undefined });

export const getReceipt = (txId: string) => postTsom<Receipt>('/payments/receipt', { body: { txId } });

/** The sandbox card form's token (test mode only): pass its paymentMethodId on to createPaymentMethod or createPayment. */
export const createSandboxCard = (body: SandboxCardBody) => postTsom<{ paymentMethodId: string }>('/payments/sandbox-card', { body });
