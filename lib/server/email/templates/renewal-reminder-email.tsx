import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { hello, profileUrl } from './support-email-parts';

/** A yearly gift renews in a week: how much, on which day, with which card, and how to change or cancel before then. */
export const renewalReminderEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      amount: z.string().min(1),
      /** The New Zealand day of the renewal, e.g. "22 December 2026". */
      renewsOn: z.string().min(1),
      /** "Visa ending 4242", or null when no card is on file. */
      card: z.string().min(1).nullable(),
    })
    .strict(),
  subject: (data, brand) => `Your yearly gift to ${brand.siteName} renews on ${data.renewsOn}`,
  preview: (data) => `We will take ${data.amount} NZD on ${data.renewsOn}. Nothing to do if you are happy with that.`,
  footer: () => 'You get this email because you give yearly to',
  body: (data, brand) => (
    <>
      <Paragraph>{hello(data.memberName)}</Paragraph>
      <Paragraph>
        A year has nearly gone by: your yearly gift of <strong>{`${data.amount} NZD`}</strong> to {brand.siteName} renews on <strong>{data.renewsOn}</strong>.
      </Paragraph>
      <Facts
        lines={[
          ['Amount', `${data.amount} NZD`],
          ['Date', data.renewsOn],
          ['Card', data.card ?? 'No card on file: please add one'],
        ]}
      />
      <Paragraph>
        If you are happy to carry on, there is nothing to do, and thank you. To change the amount or the card, or to cancel, go to your profile before{' '}
        {data.renewsOn}.
      </Paragraph>
      <Action href={profileUrl(brand, 'overview')}>Change or cancel</Action>
    </>
  ),
});
