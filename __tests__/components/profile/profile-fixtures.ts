import type { PaymentMethod, Subscription, Transaction } from '@/lib/schemas/payments';

// Answers of the payments calls as the server gives them, for the profile's panels.

export const subscription = (fields: Partial<Subscription> = {}): Subscription => ({
  subscriptionId: 'subscr_1',
  paymentMethodId: 'card_visa',
  amount: 1000,
  currency: 'NZD',
  billingInterval: 'MONTHLY',
  status: 'ACTIVE',
  startedAt: '2026-03-02T20:00:00Z',
  currentPeriodStart: '2026-11-10T00:00:00Z',
  currentPeriodEnd: '2026-12-10T00:00:00Z',
  endsAt: null,
  pausedUntil: null,
  card: { brand: 'visa', last4: '4242' },
  ...fields,
});

export const card = (fields: Partial<PaymentMethod> = {}): PaymentMethod => ({
  paymentMethodId: 'card_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isSub: true,
  createdAt: '2026-11-10T00:00:00Z',
  ...fields,
});

export const transaction = (index: number, fields: Partial<Transaction> = {}): Transaction => ({
  txId: `tx_${index}`,
  amount: 1000 + index,
  currency: 'NZD',
  status: 'succeeded',
  failureCode: null,
  paymentType: 'SUBSCRIPTION',
  billingInterval: 'MONTHLY',
  description: `Payment ${index}`,
  subscriptionId: 'subscr_1',
  refundedAmount: 0,
  createdAt: new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString(),
  ...fields,
});
