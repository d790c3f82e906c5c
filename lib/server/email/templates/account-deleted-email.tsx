import { z } from 'zod';
import { Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';

/**
 * Confirms an account's deletion to the address it had. It holds no name and nothing the
 * member did: the address is on the outbox row only, and both are emptied once it is sent (decision 269).
 */
export const accountDeletedEmail = defineEmailTemplate({
  data: z
    .object({
      /** How many regular gifts the deletion cancelled. */
      canceledGifts: z.number().int().min(0),
    })
    .strict(),
  subject: (_data, brand) => `Your ${brand.siteName} account has been deleted`,
  preview: () => 'As you asked, your account and your personal details are gone.',
  footer: () => 'You get this email because you deleted your account at',
  // Erased from the outbox once sent: a deleted member's address is kept no longer than it takes to tell them.
  forgetRecipient: true,
  body: (data, brand) => (
    <>
      <Paragraph>Kia ora,</Paragraph>
      <Paragraph>{`As you asked, we have deleted your ${brand.siteName} account. You can no longer sign in with it.`}</Paragraph>
      <Paragraph>
        Your name and email address, saved cards, newsletter subscriptions, bookmarks and watch list are gone from our records, and your comments are no longer
        shown.
      </Paragraph>
      {data.canceledGifts > 0 ? <Paragraph>{`Your regular ${data.canceledGifts === 1 ? 'gift is' : 'gifts are'} cancelled: no more payments will be taken.`}</Paragraph> : null}
      <Paragraph>We keep a record of past payments, without your name or email, because the law asks us to keep accounts.</Paragraph>
      <Paragraph>{`Thank you for reading ${brand.siteName}. You are welcome back any time.`}</Paragraph>
    </>
  ),
});
