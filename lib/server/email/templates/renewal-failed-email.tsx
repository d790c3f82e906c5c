import { Action, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { NextTry, NOTICE_FOOTER, noticeGreeting, planName, SubscriptionNoticeData, UpdateCardUrl } from './payment-notice-parts';

/**
 * A renewal was declined (the sandbox's retry schedule, or Stripe's `invoice.payment_failed`):
 * when it is tried next, or that it was the last try, and the update-card link (decision 232).
 */
export const renewalFailedEmail = defineEmailTemplate({
  data: SubscriptionNoticeData.extend({ nextTry: NextTry, updateCardUrl: UpdateCardUrl }).strict(),
  subject: (_data, brand) => `Your ${brand.siteName} payment did not go through`,
  preview: (data) => (data.nextTry ? `We will try again on ${data.nextTry}, or pay now with another card.` : 'This was our last try: pay with another card to keep your support going.'),
  footer: () => NOTICE_FOOTER,
  body: (data) => (
    <>
      <Paragraph>{noticeGreeting(data)}</Paragraph>
      <Paragraph>{`We tried to take ${planName(data)}, but your card was declined.`}</Paragraph>
      <Paragraph>
        {data.nextTry ? `We will try again on ${data.nextTry}. To pay now with another card:` : 'This was our last try. To keep your support going, pay with another card:'}
      </Paragraph>
      <Action href={data.updateCardUrl}>Update your card</Action>
      <Paragraph>No sign-in is needed; the link is only for this subscription.</Paragraph>
    </>
  ),
});
