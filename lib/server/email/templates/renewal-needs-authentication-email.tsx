import { Link } from '@react-email/components';
import { Action, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { LinkUrl, NextTry, NOTICE_FOOTER, noticeGreeting, planName, SubscriptionNoticeData, UpdateCardUrl } from './payment-notice-parts';

/**
 * A renewal's bank asks the cardholder, who is not on the site, to confirm it (3-D Secure): the
 * place to confirm (the sandbox's bank screen, or Stripe's hosted invoice page), and the
 * update-card link for another card (decisions 232, 235).
 */
export const renewalNeedsAuthenticationEmail = defineEmailTemplate({
  data: SubscriptionNoticeData.extend({ confirmUrl: LinkUrl, updateCardUrl: UpdateCardUrl, nextTry: NextTry }).strict(),
  subject: (_data, brand) => `Confirm your ${brand.siteName} payment with your bank`,
  preview: () => 'Your bank wants you to confirm this payment (3-D Secure).',
  footer: () => NOTICE_FOOTER,
  body: (data) => (
    <>
      <Paragraph>{noticeGreeting(data)}</Paragraph>
      <Paragraph>{`Your bank wants you to confirm this payment of ${planName(data)} (3-D Secure).`}</Paragraph>
      <Action href={data.confirmUrl}>Confirm the payment</Action>
      <Paragraph>
        {data.nextTry ? `If you don’t, we will try again on ${data.nextTry}. You can also ` : 'You can also '}
        <Link href={data.updateCardUrl}>pay with another card</Link>.
      </Paragraph>
    </>
  ),
});
