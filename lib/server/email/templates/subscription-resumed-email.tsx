import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { ChangedBy, ChangedByLine, GiftInterval, giftAmount, giftName, hello, profileUrl } from './support-email-parts';

/** A paused regular gift runs again: when the next payment is taken, and how much. */
export const subscriptionResumedEmail = defineEmailTemplate({
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
  subject: (data, brand) => `Your regular gift to ${brand.siteName} has started again`,
  preview: (data) => `Your next payment of ${data.amount} NZD is on ${data.nextPaymentOn}.`,
  footer: () => 'You get this email because you support',
  body: (data, brand) => (
    <>
      <Paragraph>{hello(data.memberName)}</Paragraph>
      <Paragraph>
        Your {giftName(data.billingInterval)} is no longer paused. Your next payment of <strong>{`${data.amount} NZD`}</strong> is on{' '}
        <strong>{data.nextPaymentOn}</strong>.
      </Paragraph>
      <Facts
        lines={[
          ['Next payment', data.nextPaymentOn],
          ['Your gift', giftAmount(data.amount, data.billingInterval)],
        ]}
      />
      <ChangedByLine changedBy={data.changedBy} brand={brand} />
      <Paragraph>Thank you for coming back.</Paragraph>
      <Action href={profileUrl(brand, 'overview')}>Manage your support</Action>
    </>
  ),
});
