import { z } from 'zod';
import { Action, Facts, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { GiftInterval, giftName, hello, profileUrl } from './support-email-parts';

/** The card a regular gift is paid with expires next month: which card, which gifts, and where to give a new one. */
export const cardExpiringEmail = defineEmailTemplate({
  data: z
    .object({
      memberName: z.string().nullable(),
      /** "Visa ending 4242". */
      card: z.string().min(1),
      /** The month the card expires, e.g. "December 2026": it works until that month's end. */
      expires: z.string().min(1),
      /** The gifts paid with it, each with its next payment's New Zealand day. */
      gifts: z
        .array(z.object({ amount: z.string().min(1), billingInterval: GiftInterval, nextPaymentOn: z.string().min(1) }).strict())
        .min(1),
    })
    .strict(),
  subject: (data) => `Your ${data.card} expires at the end of ${data.expires}`,
  preview: () => 'Add your new card so your support carries on without a break.',
  footer: () => 'You get this email because you support',
  body: (data, brand) => {
    const [only] = data.gifts;
    const what = data.gifts.length === 1 && only ? `your ${giftName(only.billingInterval)} of ${only.amount} NZD` : 'your regular gifts';
    return (
      <>
        <Paragraph>{hello(data.memberName)}</Paragraph>
        <Paragraph>
          The {data.card} that pays for {what} to {brand.siteName} expires at the end of <strong>{data.expires}</strong>.
        </Paragraph>
        <Facts
          lines={[
            ['Card', data.card],
            ['Expires', `End of ${data.expires}`],
            ...data.gifts.map((gift): [string, string] => ['Next payment', `${gift.amount} NZD on ${gift.nextPaymentOn}`]),
          ]}
        />
        <Paragraph>
          If your bank has sent you a new card, add it in your profile and your support carries on without a break. It takes a minute, and nothing is charged when
          you add it.
        </Paragraph>
        <Action href={profileUrl(brand, 'cards')}>Update your card</Action>
      </>
    );
  },
});
