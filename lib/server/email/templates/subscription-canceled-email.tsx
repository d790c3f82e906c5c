import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { ChangedBy, ChangedByLine, GiftInterval, donateUrl, giftAmount, giftName, hello } from './support-email-parts';

/** A regular gift is cancelled: no more payments, when the support paid for ends, thanks, and how to give again. */
export const subscriptionCanceledEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      amount: z.string().min(1),
      billingInterval: GiftInterval,
      /** The New Zealand day the paid period ends (or ended, when it was ended at once), e.g. "22 December 2026". */
      endsOn: z.string().min(1),
      /** Ended there and then (the newsroom's "cancel now"), not at the end of the paid period. */
      endedNow: z.boolean(),
      changedBy: ChangedBy,
    })
    .strict(),
  subject: (data, brand) => `Your regular gift to ${brand.siteName} is cancelled`,
  preview: (data) => (data.endedNow ? 'No more payments will be taken.' : `No more payments will be taken. Your support runs until ${data.endsOn}.`),
  footer: () => 'You get this email because you supported',
  body: (data, brand) => (
    <>
      <Paragraph>{hello(data.memberName)}</Paragraph>
      <Paragraph>
        {`Your ${giftName(data.billingInterval)} of ${data.amount} NZD is cancelled, and no more payments will be taken. `}
        {data.endedNow ? `It ended on ${data.endsOn}.` : `What you have paid for runs until ${data.endsOn}.`}
      </Paragraph>
      <Facts
        lines={[
          ['Cancelled gift', giftAmount(data.amount, data.billingInterval)],
          [data.endedNow ? 'Ended on' : 'Support ends on', data.endsOn],
        ]}
      />
      <ChangedByLine changedBy={data.changedBy} brand={brand} />
      <Paragraph>{`Thank you for supporting ${brand.siteName}. Every gift paid for reporting that stays free for everyone in Aotearoa.`}</Paragraph>
      <Paragraph>If you would like to give again, you can start a new gift whenever you like.</Paragraph>
      <Action href={donateUrl(brand)}>Give again</Action>
    </>
  ),
});
