import type { z } from 'zod';
import type { CheckSubscriptionBody, MemberSubscription, Newsletter, SubscriptionAnswer, UnsubscribeNewsletterBody } from '@/lib/schemas/newsletter';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import type { NewsletterDeps } from './newsletter-deps';
import { notYourEmail, newsletterNotFound } from './newsletter-errors';
import { mirrorToProvider } from './newsletter-mirror';
import { findNewsletterRow, findSubscriptionRow, listNewsletterRows, listSubscriptionRowsByEmail, markUnsubscribed, type NewsletterRow } from './newsletter-store';

/** GET-ALL (SPEC §7): every list, in the newsroom's order. */
export async function listNewsletters(db: Db): Promise<Newsletter[]> {
  return (await listNewsletterRows(db)).map(({ listId, name, description, frequency }) => ({ listId, name, description, frequency }));
}

export async function requireNewsletter(db: Db, listId: string): Promise<NewsletterRow> {
  const list = await findNewsletterRow(db, listId);
  if (!list) throw newsletterNotFound();
  return list;
}

/** The caller's own email from the verified token; any other address (or none: anonymous) is a 403. */
export function requireOwnEmail(caller: Caller, email: string): string {
  if (caller.isAnonymous || !caller.email || caller.email !== email) throw notYourEmail();
  return caller.email;
}

/**
 * The status of the caller's own address on a list. With Mailchimp, an unsubscribe made there
 * (its own footer link) is taken over here first.
 */
export async function checkSubscriptionStatus(deps: NewsletterDeps, caller: Caller, body: z.output<typeof CheckSubscriptionBody>): Promise<SubscriptionAnswer> {
  const email = requireOwnEmail(caller, body.email);
  await requireNewsletter(deps.db, body.listId);
  let row = await findSubscriptionRow(deps.db, email, body.listId);
  if (row?.status === 'active') {
    const remote = await deps.provider.status(email, body.listId).catch((error: unknown) => {
      deps.logError(`could not read ${body.listId} from ${deps.provider.name}`, error);
      return null;
    });
    if (remote === 'unsubscribed') row = (await markUnsubscribed(deps.db, email, body.listId, deps.now())) ?? row;
  }
  return { email, listId: body.listId, status: row?.status ?? 'none' };
}

/** Unsubscribes an address (idempotent) and tells the provider. */
export async function unsubscribeAddress(deps: NewsletterDeps, email: string, listId: string): Promise<void> {
  const row = await markUnsubscribed(deps.db, email, listId, deps.now());
  if (row) await mirrorToProvider(deps, row);
}

export async function unsubscribeNewsletter(deps: NewsletterDeps, caller: Caller, body: z.output<typeof UnsubscribeNewsletterBody>): Promise<SubscriptionAnswer> {
  const email = requireOwnEmail(caller, body.email);
  await requireNewsletter(deps.db, body.listId);
  await unsubscribeAddress(deps, email, body.listId);
  const row = await findSubscriptionRow(deps.db, email, body.listId);
  return { email, listId: body.listId, status: row?.status ?? 'none' };
}

/** The signed-in member's subscriptions (by the token's email); an anonymous session has none to list. */
export async function getMemberNewsletters(db: Db, caller: Caller): Promise<MemberSubscription[]> {
  if (caller.isAnonymous || !caller.email) return [];
  return (await listSubscriptionRowsByEmail(db, caller.email)).map((row) => ({
    listId: row.listId,
    email: row.email,
    status: row.status,
    source: row.source,
    consentAt: row.consentAt?.toISOString() ?? null,
  }));
}
