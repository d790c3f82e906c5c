import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { enqueueEmail } from '../outbox/outbox-service';
import type { NewsletterDeps } from './newsletter-deps';
import type { NewsletterRow } from './newsletter-store';

/** The links every newsletter email carries: the page (a person) and the RFC 8058 one-click endpoint (a mail program). */
export function unsubscribeLinks(deps: Pick<NewsletterDeps, 'tokens' | 'siteUrl'>, email: string, listId: string): { page: string; oneClick: string } {
  const token = encodeURIComponent(deps.tokens.sign({ purpose: 'unsubscribe', email, listId }));
  return {
    page: new URL(`/newsletters/unsubscribe?token=${token}`, deps.siteUrl).href,
    oneClick: new URL(`/api/newsletters/unsubscribe?token=${token}`, deps.siteUrl).href,
  };
}

/**
 * Queues the double opt-in email in `db` (the transaction that marks the subscription pending).
 * Each request is its own email (a visitor who lost the first asks again; the rate limits bound
 * how often), so its key is new each time. The links are signed now and work for 7 days.
 */
export async function queueConfirmationEmail(
  deps: Pick<NewsletterDeps, 'tokens' | 'siteUrl'>,
  db: Db,
  request: { email: string; list: NewsletterRow; source: string },
): Promise<void> {
  const { email, list, source } = request;
  const token = encodeURIComponent(deps.tokens.sign({ purpose: 'confirm', email, listId: list.listId, source }));
  const unsubscribe = unsubscribeLinks(deps, email, list.listId);
  await enqueueEmail(db, {
    key: `newsletter-confirmation:${randomUUID()}`,
    to: email,
    template: 'newsletter-confirmation',
    data: {
      email,
      listName: list.name,
      confirmUrl: new URL(`/newsletters/confirm?token=${token}`, deps.siteUrl).href,
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
    },
  });
}
