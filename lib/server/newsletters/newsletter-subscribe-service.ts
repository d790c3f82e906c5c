import type { z } from 'zod';
import type { SubscribeNewsletterBody, SubscriptionAnswer } from '@/lib/schemas/newsletter';
import type { Caller } from '../auth/verify-id-token';
import type { NewsletterDeps } from './newsletter-deps';
import { queueConfirmationEmail } from './newsletter-emails';
import { linkInvalid } from './newsletter-errors';
import { mirrorToProvider } from './newsletter-mirror';
import { requireNewsletter, requireOwnEmail } from './newsletter-service';
import { findSubscriptionRow, markActive, markPending, type NewsletterRow, type NewsletterSubscriptionRow } from './newsletter-store';

type SubscribeInput = z.output<typeof SubscribeNewsletterBody>;

/** Consent given now, from `ip`: the subscription is active and the provider is told. */
export async function activate(
  deps: NewsletterDeps,
  values: { email: string; listId: string; source: string; memberUid: string | null; ip: string },
): Promise<NewsletterSubscriptionRow> {
  const row = await markActive(deps.db, { ...values, consentAt: deps.now(), consentIp: values.ip });
  await mirrorToProvider(deps, row);
  return row;
}

/** Double opt-in: pending (unless already pending or active) and a confirmation email to the address, queued together. */
async function requestConfirmation(deps: NewsletterDeps, list: NewsletterRow, body: SubscribeInput, memberUid: string | null): Promise<void> {
  await deps.db.transaction(async (db) => {
    await markPending(db, { email: body.email, listId: list.listId, source: body.source, memberUid, now: deps.now() });
    await queueConfirmationEmail(deps, db, { email: body.email, list, source: body.source });
  });
}

/**
 * SPEC §7 subscribe-newsletter. A member signed in with a verified email subscribes that email at
 * once (Firebase has proved they read it). Everyone else (a visitor, an anonymous session, a
 * member whose email is not verified yet) gets a confirmation email, and a visitor always gets
 * the same answer, so the call cannot tell whether an address is already subscribed.
 */
export async function subscribeNewsletter(deps: NewsletterDeps, caller: Caller | null, body: SubscribeInput, ip: string): Promise<SubscriptionAnswer> {
  const list = await requireNewsletter(deps.db, body.listId);
  if (caller && !caller.isAnonymous) {
    const email = requireOwnEmail(caller, body.email);
    if (caller.emailVerified) {
      const row = await activate(deps, { email, listId: list.listId, source: body.source, memberUid: caller.uid, ip });
      return { email, listId: list.listId, status: row.status };
    }
    const existing = await findSubscriptionRow(deps.db, email, list.listId);
    if (existing?.status === 'active') return { email, listId: list.listId, status: 'active' };
    await requestConfirmation(deps, list, body, caller.uid);
    return { email, listId: list.listId, status: 'pending' };
  }
  await requestConfirmation(deps, list, body, caller?.uid ?? null);
  return { email: body.email, listId: list.listId, status: 'pending' };
}

/** The confirmation link was followed (and its button pressed): consent is recorded now, from `ip`. */
export async function confirmSubscription(deps: NewsletterDeps, token: string, ip: string): Promise<SubscriptionAnswer> {
  const claims = deps.tokens.verify(token, 'confirm');
  if (!claims) throw linkInvalid();
  await requireNewsletter(deps.db, claims.listId);
  const row = await activate(deps, { email: claims.email, listId: claims.listId, source: claims.source ?? 'confirmation', memberUid: null, ip });
  return { email: row.email, listId: row.listId, status: row.status };
}
