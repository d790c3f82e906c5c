import type { NewsletterLink, SubscriptionAnswer } from '@/lib/schemas/newsletter';
import type { NewsletterDeps } from './newsletter-deps';
import { linkInvalid } from './newsletter-errors';
import { unsubscribeAddress, requireNewsletter } from './newsletter-service';
import { activate } from './newsletter-subscribe-service';
import { findNewsletterRow } from './newsletter-store';
import type { NewsletterTokenPurpose } from './newsletter-token';

/**
 * RFC 8058 one-click: the signed token is the only credential. The answer is the same whatever the
 * token, so the endpoint tells nothing about addresses or lists.
 */
export async function oneClickUnsubscribe(deps: NewsletterDeps, token: string | undefined): Promise<{ received: true }> {
  const claims = token ? deps.tokens.verify(token, 'unsubscribe') : null;
  if (claims) await unsubscribeAddress(deps, claims.email, claims.listId);
  return { received: true };
}

/** "Subscribe again" on the unsubscribe page: the holder of the link gives consent again, now. */
export async function resubscribeByToken(deps: NewsletterDeps, token: string, ip: string): Promise<SubscriptionAnswer> {
  const claims = deps.tokens.verify(token, 'unsubscribe');
  if (!claims) throw linkInvalid();
  await requireNewsletter(deps.db, claims.listId);
  const row = await activate(deps, { email: claims.email, listId: claims.listId, source: 'resubscribe', memberUid: null, ip });
  return { email: row.email, listId: row.listId, status: row.status };
}

/** What a link is for, so its page can say it; null for a bad or expired token or a list that is gone. */
export async function describeLink(deps: Pick<NewsletterDeps, 'db' | 'tokens'>, token: string, purpose: NewsletterTokenPurpose): Promise<NewsletterLink | null> {
  const claims = deps.tokens.verify(token, purpose);
  if (!claims) return null;
  const list = await findNewsletterRow(deps.db, claims.listId);
  return list ? { email: claims.email, listId: list.listId, listName: list.name } : null;
}
