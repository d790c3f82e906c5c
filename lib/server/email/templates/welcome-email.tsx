import { z } from 'zod';
import { Action, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';

const PER = { MONTHLY: 'each month', YEARLY: 'each year' } as const;
const KIND = { MONTHLY: 'monthly', YEARLY: 'yearly' } as const;

/** A member who starts giving regularly (their first live subscription); the receipt comes on its own. */
export const welcomeEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      /** Formatted, e.g. "$10.00". */
      amount: z.string().min(1),
      billingInterval: z.enum(['MONTHLY', 'YEARLY']),
    })
    .strict(),
  subject: (data, brand) => `Welcome, ${KIND[data.billingInterval]} supporter of ${brand.siteName}`,
  preview: (data) => `${data.amount} NZD ${PER[data.billingInterval]} keeps our journalism free for everyone.`,
  footer: () => 'You get this email because you started a regular gift to',
  body: (data, brand) => (
    <>
      <Paragraph>{`Kia ora${data.memberName ? ` ${data.memberName}` : ''},`}</Paragraph>
      <Paragraph>
        Thank you for becoming a {KIND[data.billingInterval]} supporter of {brand.siteName}. Your {data.amount} NZD {PER[data.billingInterval]} pays for reporting that
        stays free for every reader in Aotearoa.
      </Paragraph>
      <Paragraph>Your receipt for the first payment comes in a separate email. You can change the amount or the card, pause or cancel at any time from your profile.</Paragraph>
      <Action href={new URL('/profile', brand.siteUrl).href}>Manage your support</Action>
    </>
  ),
});
