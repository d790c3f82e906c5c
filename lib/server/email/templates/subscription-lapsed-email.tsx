import { Action, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';
import { LinkUrl, NOTICE_FOOTER, noticeGreeting, planName, SubscriptionNoticeData } from './payment-notice-parts';

/** The final notice: the last try failed, the regular gift has ended, and how to start again (decision 232). */
export const subscriptionLapsedEmail = defineEmailTemplate({
  data: SubscriptionNoticeData.extend({ restartUrl: LinkUrl }).strict(),
  subject: (_data, brand) => `Your ${brand.siteName} support has ended`,
  preview: () => 'We could not take your regular gift, so it has ended. You can start again at any time.',
  footer: () => NOTICE_FOOTER,
  body: (data) => (
    <>
      <Paragraph>{noticeGreeting(data)}</Paragraph>
      <Paragraph>{`We could not take ${planName(data)} after several tries, so it has ended and no more payments will be taken.`}</Paragraph>
      <Paragraph>Thank you for your support. You can start again whenever you like:</Paragraph>
      <Action href={data.restartUrl}>Support us again</Action>
    </>
  ),
});
