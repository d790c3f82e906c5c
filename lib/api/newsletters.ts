import type {
  CheckSubscriptionBody,
  MemberSubscription,
  Newsletter,
  SubscribeNewsletterBody,
  SubscriptionAnswer,
  UnsubscribeNewsletterBody,
} from '@/lib/schemas/newsletter';
import { postTsom } from './tsom-client';

/** The newsletters rows of SPEC §7. */
export const getAllNewsletters = () => postTsom<Newsletter[]>('/newsletters/get-all-newsletters', { tokenPolicy: 'none' });

export const checkSubscriptionStatus = (body: CheckSubscriptionBody) => postTsom<SubscriptionAnswer>('/newsletters/check-subscription-status', { body });

/** A visitor may subscribe (SPEC §6); a signed-in reader's token makes it theirs. */
export const subscribeNewsletter = (body: SubscribeNewsletterBody) =>
  postTsom<SubscriptionAnswer>('/newsletters/subscribe-newsletter', { body, tokenPolicy: 'optional' });

export const unsubscribeNewsletter = (body: UnsubscribeNewsletterBody) => postTsom<SubscriptionAnswer>('/newsletters/unsubscribe-newsletter', { body });

export const getMemberNewsletters = () => postTsom<MemberSubscription[]>('/newsletters/get-newsletters');
