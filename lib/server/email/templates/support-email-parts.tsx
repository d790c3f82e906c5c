import { z } from 'zod';
import { Paragraph } from '../email-parts';
import type { EmailBranding } from '../email-template';

/**
 * What the emails about a supporter's regular gift share: who made a change (the member on the
 * site, the newsroom from the business desk, or someone in the payment provider's dashboard),
 * how a gift is said, and the profile's pages to act on.
 */
export const ChangedBy = z.enum(['member', 'newsroom', 'payment-system']);
export type ChangedBy = z.infer<typeof ChangedBy>;

export const GiftInterval = z.enum(['MONTHLY', 'YEARLY']);
export type GiftInterval = z.infer<typeof GiftInterval>;

const EACH = { MONTHLY: 'each month', YEARLY: 'each year' } as const;
const KIND = { MONTHLY: 'monthly', YEARLY: 'yearly' } as const;

/** "$10.00 NZD each month". */
export const giftAmount = (amount: string, interval: GiftInterval) => `${amount} NZD ${EACH[interval]}`;

/** "monthly gift". */
export const giftName = (interval: GiftInterval) => `${KIND[interval]} gift`;

export const hello = (memberName: string | null) => `Kia ora${memberName ? ` ${memberName}` : ''},`;

/** The profile's tab where a supporter manages their regular gift (overview) or their cards. */
export const profileUrl = (brand: EmailBranding, tab: 'overview' | 'cards') => new URL(`/profile?tab=${tab}`, brand.siteUrl).href;

/** Where someone who stopped can give again. */
export const donateUrl = (brand: EmailBranding) => new URL('/donate', brand.siteUrl).href;

/** One line saying who made the change, so a change the supporter did not make themselves is not a surprise. */
export function ChangedByLine({ changedBy, brand }: { changedBy: ChangedBy; brand: EmailBranding }) {
  if (changedBy === 'newsroom') return <Paragraph>{`The ${brand.siteName} team made this change for you. If it is not what you wanted, you can change it again from your profile.`}</Paragraph>;
  if (changedBy === 'payment-system') {
    return <Paragraph>This change was made in our payment system rather than on the website. If you did not expect it, you can check and change your support from your profile.</Paragraph>;
  }
  return <Paragraph>You made this change from your profile. If it was not you, sign in, check your support and change your password.</Paragraph>;
}
