import { z } from 'zod';

const absoluteUrl = z.url({ protocol: /^https?$/ });

/**
 * What every notice about a subscription's payments states (decision 232): who, and which plan.
 * Amounts and dates are formatted when the notice is queued, as a receipt's are.
 */
export const SubscriptionNoticeData = z.object({
  memberName: z.string().nullable(),
  /** "$10.00". */
  amount: z.string().min(1),
  billingInterval: z.enum(['MONTHLY', 'YEARLY']),
});

/** The signed update-card link (decision 233): pays what is due with another card, no sign-in. */
export const UpdateCardUrl = absoluteUrl;
export const LinkUrl = absoluteUrl;

/** "12 December 2026", the next try in New Zealand; null when none is left before the plan lapses. */
export const NextTry = z.string().min(1).nullable();

export const noticeGreeting = (data: { memberName: string | null }) => `Kia ora${data.memberName ? ` ${data.memberName}` : ''},`;

/** "your $10.00 NZD monthly gift". */
export const planName = (data: z.output<typeof SubscriptionNoticeData>) => `your ${data.amount} NZD ${data.billingInterval === 'MONTHLY' ? 'monthly' : 'yearly'} gift`;

export const NOTICE_FOOTER = 'You get this email about your regular gift to';
