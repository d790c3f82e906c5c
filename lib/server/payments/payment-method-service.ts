import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CreatePaymentMethodBody, DeletePaymentMethodBody, PaymentMethod } from '@/lib/schemas/payments';
import type { Caller } from '../auth/verify-id-token';
import { notFound } from '../http/errors';
import { type Customer, PaymentMethodInvalid } from '../providers/payments/payment-provider';
import { payingCustomer } from './payment-customer';
import type { PaymentDeps } from './payment-deps';
import { paymentMethodInUse, paymentMethodInvalid } from './payment-errors';
import {
  cardIdsInUse,
  findOwnPaymentMethod,
  findPaymentMethodByProviderId,
  insertPaymentMethod,
  listOwnPaymentMethods,
  markPaymentMethodDeleted,
  type PaymentMethodRow,
  toPaymentMethod,
} from './payment-method-store';
import { moveSubscriptionsToCard } from './subscription-service';

const isOwnCardId = (id: string) => id.startsWith('card_');

/**
 * Saves a provider payment method (a Stripe pm_ id, a sandbox token) as the caller's card. The
 * provider's key follows from the payment being made, or else from the member and the token, so
 * a retry asks Stripe the same question rather than making a second SetupIntent.
 */
export async function saveCard(deps: PaymentDeps, customer: Customer, token: string, idempotencyKey = `setup_${customer.uid}_${token}`, use: 'save' | 'pay' = 'save'): Promise<PaymentMethodRow> {
  try {
    const card = await deps.provider.attachPaymentMethod(customer, token, idempotencyKey, use);
    // A retry is answered the card the first attempt saved; it is not listed twice.
    const saved = await findPaymentMethodByProviderId(deps.db, customer.uid, card.providerPaymentMethodId);
    if (saved && !saved.deletedAt) return saved;
    return await insertPaymentMethod(deps.db, { id: `card_${randomUUID()}`, memberUid: customer.uid, provider: deps.provider.name, ...card, createdAt: deps.clock() });
  } catch (error) {
    if (error instanceof PaymentMethodInvalid) throw paymentMethodInvalid();
    throw error;
  }
}

/**
 * The card a payment uses: one of the caller's saved cards by id (another member's is a 404), a
 * new provider payment method (saved first), or without an id the caller's newest card.
 */
export async function resolveCard(
  deps: PaymentDeps,
  caller: Caller,
  customer: Customer,
  paymentMethodId: string | undefined,
  idempotencyKey?: string,
  use: 'save' | 'pay' = 'save',
): Promise<PaymentMethodRow | undefined> {
  if (paymentMethodId === undefined) return (await listOwnPaymentMethods(deps.db, caller.uid))[0];
  if (!isOwnCardId(paymentMethodId)) return saveCard(deps, customer, paymentMethodId, idempotencyKey, use);
  const own = await findOwnPaymentMethod(deps.db, caller.uid, paymentMethodId);
  if (!own) throw notFound('Payment method');
  return own;
}

/** create-payment-method: saves the card; with `isSub` it also pays the member's subscriptions from their next charge. */
export async function createPaymentMethod(deps: PaymentDeps, caller: Caller, body: z.output<typeof CreatePaymentMethodBody>): Promise<PaymentMethod> {
  const customer = await payingCustomer(deps, caller);
  const card = await resolveCard(deps, caller, customer, body.paymentMethodId);
  if (!card) throw notFound('Payment method');
  if (body.isSub) await moveSubscriptionsToCard(deps, caller.uid, card);
  return toPaymentMethod(card, (await cardIdsInUse(deps.db, caller.uid)).has(card.id));
}

export async function listPaymentMethods(deps: Pick<PaymentDeps, 'db'>, caller: Caller): Promise<PaymentMethod[]> {
  const [rows, inUse] = await Promise.all([listOwnPaymentMethods(deps.db, caller.uid), cardIdsInUse(deps.db, caller.uid)]);
  return rows.map((row) => toPaymentMethod(row, inUse.has(row.id)));
}

/** A card that pays a live subscription stays until the subscription has another card. */
export async function deletePaymentMethod(deps: PaymentDeps, caller: Caller, body: z.output<typeof DeletePaymentMethodBody>): Promise<{ paymentMethodId: string; deleted: true }> {
  const card = await findOwnPaymentMethod(deps.db, caller.uid, body.paymentMethodId);
  if (!card) throw notFound('Payment method');
  if ((await cardIdsInUse(deps.db, caller.uid)).has(card.id)) throw paymentMethodInUse();
  await deps.provider.detachPaymentMethod(card.providerPaymentMethodId);
  await markPaymentMethodDeleted(deps.db, caller.uid, card.id, deps.clock());
  return { paymentMethodId: card.id, deleted: true };
}
