import { getConfig } from '../config';
import { consumeRateLimit } from './rate-limit';

const TEN_MINUTES = 600;

/**
 * Card-testing defence: card creations and payment calls are limited per member and per client
 * address, so neither a new account per attempt nor one account from many addresses gets far.
 */
export async function limitPaymentCall(kind: 'card' | 'charge', uid: string, ip: string): Promise<void> {
  const perMember = getConfig().PAYMENTS_RATE_LIMIT;
  await consumeRateLimit({ name: `payments-${kind}-ip`, points: perMember * 3, durationSeconds: TEN_MINUTES }, ip);
  await consumeRateLimit({ name: `payments-${kind}-member`, points: perMember, durationSeconds: TEN_MINUTES }, uid);
}
