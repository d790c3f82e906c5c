import { z } from 'zod';
import { Email } from './member';
import { text } from './text';

/** Our id of a list (the seed's are kebab-case, e.g. morning-briefing). */
export const ListId = text().trim().min(1).max(100).regex(/^[\w-]+$/, 'must be a list id of letters, digits, - and _');

/** Where a sign-up came from (newsletters_page, article, donation, profile …): recorded as part of the consent. */
export const NewsletterSource = text().trim().min(1).max(64).regex(/^[\w:.-]+$/, 'must be letters, digits, _ : . -');

export const SubscriptionStatus = z.enum(['pending', 'active', 'unsubscribed']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** A list as get-all-newsletters answers it. */
export const Newsletter = z.object({ listId: z.string(), name: z.string(), description: z.string(), frequency: z.string() });
export type Newsletter = z.infer<typeof Newsletter>;

/** POST /api/tsom/newsletters/check-subscription-status */
export const CheckSubscriptionBody = z.object({ email: Email, listId: ListId }).strict();
export type CheckSubscriptionBody = z.input<typeof CheckSubscriptionBody>;

/** POST /api/tsom/newsletters/subscribe-newsletter (SPEC §3: email, listId, source) */
export const SubscribeNewsletterBody = z.object({ email: Email, listId: ListId, source: NewsletterSource }).strict();
export type SubscribeNewsletterBody = z.input<typeof SubscribeNewsletterBody>;

/** POST /api/tsom/newsletters/unsubscribe-newsletter */
export const UnsubscribeNewsletterBody = z.object({ email: Email, listId: ListId }).strict();
export type UnsubscribeNewsletterBody = z.input<typeof UnsubscribeNewsletterBody>;

/** The state of one address on one list; `none` when it has never been subscribed. */
export const SubscriptionAnswer = z.object({ email: z.string(), listId: z.string(), status: z.union([SubscriptionStatus, z.literal('none')]) });
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswer>;

/** One of the member's subscriptions, as get-newsletters answers it. */
export const MemberSubscription = z.object({
  listId: z.string(),
  email: z.string(),
  status: SubscriptionStatus,
  source: z.string(),
  /** When consent was last given (ISO time); null while never confirmed. */
  consentAt: z.string().nullable(),
});
export type MemberSubscription = z.infer<typeof MemberSubscription>;

/** POST /api/newsletters/confirm and /api/newsletters/resubscribe: the signed link token. */
export const NewsletterTokenBody = z.object({ token: text().min(1).max(2_000) }).strict();
export type NewsletterTokenBody = z.input<typeof NewsletterTokenBody>;

/** What a link token says, for the confirm and unsubscribe pages. */
export interface NewsletterLink {
  email: string;
  listId: string;
  listName: string;
}
