import createMember from '@/pages/api/tsom/members/index';
import subscribeNewsletter from '@/pages/api/tsom/newsletters/subscribe-newsletter';
import payments from '@/pages/api/tsom/payments/index';
import createPaymentMethod from '@/pages/api/tsom/payments/create-payment-method';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import type { EmailUser } from '@/__tests__/helpers/firebase-emulator';
import { paymentRequest } from '@/__tests__/helpers/payment-routes';
import { invokeInProcess, type RouteHandler } from './in-process';

export interface OwnerObjects {
  subscriptionId: string;
  txId: string;
  cardId: string;
  listId: string;
}

async function call(handler: RouteHandler, url: string, token: string, body: unknown): Promise<{ data: Record<string, unknown> }> {
  const answer = await invokeInProcess(handler, {
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status >= 300) throw new Error(`${url} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as { data: Record<string, unknown> };
}

/**
 * What a member has once they have given: a member row, a monthly subscription (with its first
 * transaction and card), a second saved card, and a newsletter subscription. Made through the
 * routes themselves, so the rows are exactly what production writes.
 */
export async function giveOwnerObjects(owner: EmailUser, listId = 'morning-briefing'): Promise<OwnerObjects> {
  resetRateLimits();
  await call(createMember, '/api/tsom/members', owner.idToken, { email: owner.email, firstName: 'Aroha' });
  const paid = await call(payments, '/api/tsom/payments', owner.idToken, paymentRequest({ email: owner.email, billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }));
  const card = await call(createPaymentMethod, '/api/tsom/payments/create-payment-method', owner.idToken, { paymentMethodId: 'pm_card_mastercard' });
  await call(subscribeNewsletter, '/api/tsom/newsletters/subscribe-newsletter', owner.idToken, { email: owner.email, listId, source: 'reliability' });
  const transaction = paid.data.transaction as { txId: string };
  const subscription = paid.data.subscription as { subscriptionId: string };
  return { subscriptionId: subscription.subscriptionId, txId: transaction.txId, cardId: String(card.data.paymentMethodId), listId };
}
