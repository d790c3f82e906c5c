import { ApiError } from '@/lib/api/api-error';

/** Why a card that pays the subscription cannot go, in the member's words (the server says the same with PAYMENT_METHOD_IN_USE). */
export const CARD_IN_USE = 'This card pays your regular support, so it cannot be deleted. Make another card your subscription’s card first, then delete this one.';

/** What a card action's failure means for the member: the server's own words for a refusal, a general line otherwise. */
export function cardProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'PAYMENT_METHOD_IN_USE') return CARD_IN_USE;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
