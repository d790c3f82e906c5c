import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { stripeEventHandlers, type StripeEventWork } from './stripe-event-handlers';
import { CustomerOf, StripeEventEnvelope } from './stripe-event-payloads';
import { deferEvent, deferredEventsOf, dropDeferredEvent, findMemberUidByStripeCustomer, isEventApplied, markEventApplied } from './stripe-event-store';
import type { PaymentDeps } from '../payment-deps';

export interface StripeWebhookDeps extends PaymentDeps {
  stripe: Stripe;
}

/** Stripe's own default: a signature older (or, here, newer) than 5 minutes is refused as a replay. */
const SIGNATURE_TOLERANCE_S = 300;

export type Applied = 'applied' | 'duplicate' | 'deferred' | 'ignored';

/**
 * Applies one event. Webhooks arrive late, twice and out of order: an event applied before changes
 * nothing, every handler upserts by Stripe id, and an event for a customer we cannot match yet is
 * kept and applied when the member's customer id is saved. The event id is stored in the same
 * database transaction as its work and the emails it queues.
 */
export async function applyStripeEvent(deps: StripeWebhookDeps, payload: unknown): Promise<Applied> {
  const event = StripeEventEnvelope.parse(payload);
  const handler = stripeEventHandlers[event.type];
  if (!handler) return 'ignored';
  if (await isEventApplied(deps.db, event.id)) return 'duplicate';
  const customerId = CustomerOf.safeParse(event.data.object).data?.customer ?? null;
  const memberUid = customerId ? await findMemberUidByStripeCustomer(deps.db, customerId) : undefined;
  if (customerId && !memberUid && handler.needsMember) {
    await deferEvent(deps.db, event.id, customerId, payload, deps.clock());
    return 'deferred';
  }
  const work: StripeEventWork = await handler.prepare(deps, event.data.object, memberUid ?? null);
  // The event id, its work and the emails it causes (receipts, notices: decision 261) commit together.
  const applied = await deps.db.transaction(async (db) => {
    if (!(await markEventApplied(db as unknown as Db, event.id, event.type, deps.clock()))) return false;
    await work({ ...deps, db: db as unknown as Db });
    return true;
  });
  return applied ? 'applied' : 'duplicate';
}

/** POST /api/webhooks/stripe: the signature is checked on the raw body before anything is read. */
export async function receiveStripeWebhook(deps: StripeWebhookDeps, rawBody: string, signature: string | undefined, secret: string): Promise<{ received: true; outcome: Applied }> {
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, SIGNATURE_TOLERANCE_S);
    // Stripe's library refuses only old signatures; one dated ahead of our clock is as suspect.
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature ?? '')?.[1]);
    if (!(signedAt - deps.clock().getTime() / 1000 <= SIGNATURE_TOLERANCE_S)) throw new Error('signed in the future');
  } catch {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'The Stripe-Signature header does not match this body.');
  }
  return { received: true, outcome: await applyStripeEvent(deps, event) };
}

/** Applies the events that waited for this customer, oldest first (payment-customer.ts calls it). */
export async function applyDeferredEvents(deps: PaymentDeps, customerId: string): Promise<void> {
  if (!('stripe' in deps)) return;
  for (const row of await deferredEventsOf(deps.db, customerId)) {
    await applyStripeEvent(deps as StripeWebhookDeps, row.payload);
    await dropDeferredEvent(deps.db, row.id);
  }
}
