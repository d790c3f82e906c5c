import { z } from 'zod';
import { Link } from '@react-email/link';
import { Action, Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';

const absoluteUrl = z.url({ protocol: /^https?$/ });

/** The double opt-in email: nothing is sent to the address until its owner follows the link. */
export const newsletterConfirmationEmail = defineEmailTemplate({
  data: z
    .object({
      email: z.string().min(3),
      listName: z.string().min(1),
      confirmUrl: absoluteUrl,
      /** The unsubscribe page, for a person. */
      unsubscribeUrl: absoluteUrl,
      /** RFC 8058's one-click endpoint, for a mail program (List-Unsubscribe). */
      oneClickUnsubscribeUrl: absoluteUrl,
    })
    .strict(),
  subject: (data) => `Confirm your subscription to ${data.listName}`,
  preview: (data) => `One click and ${data.listName} starts arriving.`,
  footer: (data) => `This email went to ${data.email} because someone asked for ${data.listName} on`,
  headers: (data) => ({
    'List-Unsubscribe': `<${data.oneClickUnsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }),
  body: (data, brand) => (
    <>
      <Paragraph>Kia ora,</Paragraph>
      <Paragraph>
        Someone (we hope you) asked for <strong>{data.listName}</strong> from {brand.siteName} to be sent to {data.email}.
      </Paragraph>
      <Action href={data.confirmUrl}>Confirm your subscription</Action>
      <Paragraph>If it wasn’t you, ignore this email: nothing will be sent. The link works for 7 days.</Paragraph>
      <Paragraph>
        Never want these emails? <Link href={data.unsubscribeUrl}>Unsubscribe</Link>
      </Paragraph>
    </>
  ),
});
