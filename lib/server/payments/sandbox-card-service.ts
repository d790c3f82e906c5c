import type { z } from 'zod';
import type { SandboxCardBody } from '@/lib/schemas/payments';
import { AppError } from '../http/errors';
import { findTestCard, sandboxToken } from '../providers/payments/sandbox-cards';
import type { PaymentDeps } from './payment-deps';
import { sandboxOnly } from './payment-errors';

const notATestCard = () =>
  new AppError('SANDBOX_TEST_CARDS_ONLY', 400, 'Test mode takes only Stripe test card numbers, such as 4242 4242 4242 4242. No real card is charged.');

/**
 * The sandbox's card form (what Stripe Elements does with Stripe): checks a test card number and
 * answers a payment method token for create-payment-method or /payments. The number goes no further.
 */
export function createSandboxCard(deps: Pick<PaymentDeps, 'provider' | 'clock'>, body: z.output<typeof SandboxCardBody>): { paymentMethodId: string } {
  if (deps.provider.name !== 'sandbox') throw sandboxOnly();
  const card = findTestCard(body.number);
  if (!card) throw notATestCard();
  const now = deps.clock();
  if (body.expYear < now.getUTCFullYear() || (body.expYear === now.getUTCFullYear() && body.expMonth < now.getUTCMonth() + 1)) {
    throw new AppError('VALIDATION_FAILED', 400, 'The card’s expiry date is in the past.', { fields: [{ path: 'expYear', message: 'is in the past' }] });
  }
  return { paymentMethodId: sandboxToken(card, body.expMonth, body.expYear) };
}
