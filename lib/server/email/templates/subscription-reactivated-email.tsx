import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { ChangedBy, ChangedByLine, GiftInterval, giftAmount, giftName, hello, profileUrl } from './support-email-parts';

/** A cancellation was undone (in the payment provider's dashboard): the gift goes on, and when it is next taken. */
export const subscriptionReactivatedEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      amount: z.string().min(1),
      billingInterval: GiftInterval,
      /** The New Zealand day of the next payment, e.g. "22 December 2026". */
      nextPaymentOn: z.string().min(1),
      changedBy: ChangedBy,
    })
    .strict(),
  subject: (data, brand) => `Your regular gift to ${brand.siteName} continues`,
  preview: (data) => `It is no longer cancelled. Your next payment of ${data.amount} NZD is on ${data.nextPaymentOn}.`,
  footer: () => 'You get this email because you support',
  body: (data, brand) => (
    <>
      <Paragraph>{hello(data.memberName)}</Paragraph>
      <Paragraph>
        Your {giftName(data.billingInterval)} is no longer cancelled: it continues at {giftAmount(data.amount, data.billingInterval)}, and your next payment is on{' '}
        <strong>{data.nextPaymentOn}</strong>.
      </Paragraph>
      <Facts
        lines={[
          ['Next payment', data.nextPaymentOn],
          ['Your gift', giftAmount(data.amount, data.billingInterval)],
        ]}
      />
      <ChangedByLine changedBy={data.changedBy} brand={brand} />
      <Action href={profileUrl(brand, 'overview')}>Manage your support</Action>
    </>
  ),
});
