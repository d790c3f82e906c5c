import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { ChangedBy, ChangedByLine, GiftInterval, giftAmount, giftName, hello, profileUrl } from './support-email-parts';

/** A regular gift is paused: no payments until the day it starts again, and what is taken then. */
export const subscriptionPausedEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      amount: z.string().min(1),
      billingInterval: GiftInterval,
      /** The New Zealand day of the first payment after the pause, e.g. "22 February 2027". */
      resumesOn: z.string().min(1),
      changedBy: ChangedBy,
    })
    .strict(),
  subject: (data, brand) => `Your regular gift to ${brand.siteName} is paused`,
  preview: (data) => `No payments until ${data.resumesOn}.`,
  footer: () => 'You get this email because you support',
  body: (data, brand) => (
    <>
      <Paragraph>{hello(data.memberName)}</Paragraph>
      <Paragraph>
        Your {giftName(data.billingInterval)} is paused. We will take no payments until <strong>{data.resumesOn}</strong>, when it starts again at{' '}
        {giftAmount(data.amount, data.billingInterval)}.
      </Paragraph>
      <Facts
        lines={[
          ['Paused until', data.resumesOn],
          ['Then', giftAmount(data.amount, data.billingInterval)],
        ]}
      />
      <Paragraph>You can start it again sooner, change it or cancel it from your profile at any time.</Paragraph>
      <ChangedByLine changedBy={data.changedBy} brand={brand} />
      <Action href={profileUrl(brand, 'overview')}>Manage your support</Action>
    </>
  ),
});
