import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { ChangedBy, ChangedByLine, GiftInterval, giftAmount, giftName, hello, profileUrl } from './support-email-parts';

/** A regular gift's amount or interval changed: the new gift, the old one, and from when the new one is charged. */
export const subscriptionChangedEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      /** Formatted, e.g. "$20.00". */
      amount: z.string().min(1),
      billingInterval: GiftInterval,
      previousAmount: z.string().min(1),
      previousBillingInterval: GiftInterval,
      /** The New Zealand day of the first payment at the new amount, e.g. "22 December 2026". */
      appliesFrom: z.string().min(1),
      /** The last payment failed: the new amount is what the next try takes, not the next period. */
      pastDue: z.boolean(),
      changedBy: ChangedBy,
    })
    .strict(),
  subject: (data, brand) => `Your regular gift to ${brand.siteName} has changed`,
  preview: (data) => `From ${data.appliesFrom} you give ${giftAmount(data.amount, data.billingInterval)}.`,
  footer: () => 'You get this email because you support',
  body: (data, brand) => (
    <>
      <Paragraph>{hello(data.memberName)}</Paragraph>
      <Paragraph>
        Your regular gift is now <strong>{giftAmount(data.amount, data.billingInterval)}</strong>.{' '}
        {data.pastDue
          ? `Your last payment did not go through, so our next try, from ${data.appliesFrom}, takes the new amount.`
          : `Nothing is charged today: the period you have paid for runs out as it is, and the new ${giftName(data.billingInterval)} is taken from ${data.appliesFrom}.`}
      </Paragraph>
      <Facts
        lines={[
          ['New gift', giftAmount(data.amount, data.billingInterval)],
          ['Applies from', data.appliesFrom],
          ['Was', giftAmount(data.previousAmount, data.previousBillingInterval)],
        ]}
      />
      <ChangedByLine changedBy={data.changedBy} brand={brand} />
      <Paragraph>Thank you for keeping our journalism free for everyone.</Paragraph>
      <Action href={profileUrl(brand, 'overview')}>See your support</Action>
    </>
  ),
});
