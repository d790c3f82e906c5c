import type { Receipt } from '@/lib/schemas/payments';
import type { EmailData, EmailTemplateName } from './email-registry';

const receipt: Receipt = {
  siteName: 'Pānui',
  txId: 'tx_sample',
  memberName: 'Aroha Tāne',
  memberEmail: 'aroha@example.nz',
  amountCents: 2_500,
  amount: '$25.00',
  currency: 'NZD',
  date: '22 November 2026, 9:30 am NZ time',
  description: 'Monthly subscription',
  billingInterval: 'MONTHLY',
  paymentType: 'SUBSCRIPTION',
  card: { brand: 'visa', last4: '4242' },
  refunds: [],
  netAmount: '$25.00',
  netAmountCents: 2_500,
  kind: 'receipt',
  gst: null,
  nameNeeded: false,
  document: {
    kind: 'receipt',
    title: 'Receipt',
    issuer: { name: 'Pānui', lines: [] },
    lines: [
      { label: 'Received from', value: 'Aroha Tāne, aroha@example.nz' },
      { label: 'Amount', value: '$25.00 NZD' },
    ],
    notes: [],
    signature: null,
  },
};

/**
 * Made-up data for every template, so each email can be looked at in development (/dev/mailbox)
 * without causing it, and the rendering tests cover each one. A template missing here is a type error.
 */
export const emailSamples: { [Name in EmailTemplateName]: EmailData<Name> } = {
  'newsletter-confirmation': {
    email: 'aroha@example.nz',
    listName: 'Morning Briefing',
    confirmUrl: 'http://localhost:3000/newsletters/confirm?token=sample',
    unsubscribeUrl: 'http://localhost:3000/newsletters/unsubscribe?token=sample',
    oneClickUnsubscribeUrl: 'http://localhost:3000/api/newsletters/unsubscribe?token=sample',
  },
  receipt,
  refund: { receipt: { ...receipt, refunds: [{ amountCents: 1_000, amount: '$10.00', date: '25 November 2026' }], netAmount: '$15.00', netAmountCents: 1_500 }, refundAmount: '$10.00' },
  welcome: { memberName: 'Aroha Tāne', amount: '$25.00', billingInterval: 'MONTHLY' },
  'subscription-changed': {
    memberName: 'Aroha Tāne',
    amount: '$20.00',
    billingInterval: 'MONTHLY',
    previousAmount: '$10.00',
    previousBillingInterval: 'MONTHLY',
    appliesFrom: '22 December 2026',
    pastDue: false,
    changedBy: 'member',
  },
  'subscription-paused': { memberName: 'Aroha Tāne', amount: '$10.00', billingInterval: 'MONTHLY', resumesOn: '22 February 2027', changedBy: 'member' },
  'subscription-resumed': { memberName: 'Aroha Tāne', amount: '$10.00', billingInterval: 'MONTHLY', nextPaymentOn: '22 December 2026', changedBy: 'newsroom' },
  'subscription-canceled': { memberName: 'Aroha Tāne', amount: '$10.00', billingInterval: 'MONTHLY', endsOn: '22 December 2026', endedNow: false, changedBy: 'member' },
  'subscription-reactivated': { memberName: 'Aroha Tāne', amount: '$120.00', billingInterval: 'YEARLY', nextPaymentOn: '22 December 2026', changedBy: 'payment-system' },
  'card-expiring': { memberName: 'Aroha Tāne', card: 'Visa ending 4242', expires: 'December 2026', gifts: [{ amount: '$10.00', billingInterval: 'MONTHLY', nextPaymentOn: '22 December 2026' }] },
  'renewal-reminder': { memberName: 'Aroha Tāne', amount: '$120.00', renewsOn: '29 November 2026', card: 'Visa ending 4242' },
  'account-deleted': { canceledGifts: 1 },
};
