import { getConfig } from '../config';
import { AppError } from './errors';
import { consumeRateLimit, type RateLimit, refundRateLimit } from './rate-limit';

const TEN_MINUTES = 600;

/** How many payment calls one client address may make in 10 minutes, per member allowed: only a backstop. */
const ADDRESS_BACKSTOP_PER_MEMBER_LIMIT = 50;
/** How many declined cards one client address may have in 10 minutes, per member allowed. */
const ADDRESS_DECLINES_PER_MEMBER_LIMIT = 3;

export interface PaymentCaller {
  uid: string;
  ip: string;
  /** The card the call uses (a payment method id, or the number typed into the sandbox form); none when it names no card. */
  card?: string;
}

const limits = (kind: 'card' | 'charge') => {
  const perMember = getConfig().PAYMENTS_RATE_LIMIT;
  return {
    address: { name: `payments-${kind}-ip`, points: perMember * ADDRESS_BACKSTOP_PER_MEMBER_LIMIT, durationSeconds: TEN_MINUTES },
    member: { name: `payments-${kind}-member`, points: perMember, durationSeconds: TEN_MINUTES },
    card: { name: `payments-${kind}-card`, points: perMember, durationSeconds: TEN_MINUTES },
    // One bucket for card saves and charges: a card tester's signal is declines, wherever they happen.
    declines: { name: 'payments-declines-ip', points: perMember * ADDRESS_DECLINES_PER_MEMBER_LIMIT, durationSeconds: TEN_MINUTES },
  } satisfies Record<string, RateLimit>;
};

/** A refusal of the card itself: what a card tester collects, and a donor rarely. */
const isDecline = (error: unknown) =>
  error instanceof AppError && (error.status === 422 || error.code === 'PAYMENT_METHOD_INVALID' || error.code === 'SANDBOX_TEST_CARDS_ONLY');

/**
 * Card-testing defence around a card save or a payment. One member and one card stay strictly
 * limited. One client address may be a whole carrier's customers (carrier-grade NAT), an office or
 * a campus, so there the limit counts declines: every call holds a point while it runs and gives
 * it back unless the card was refused. Successful donors behind one address only meet a high backstop.
 */
export async function limitedPaymentCall<T>(kind: 'card' | 'charge', caller: PaymentCaller, call: () => Promise<T>): Promise<T> {
  const limit = limits(kind);
  await consumeRateLimit(limit.address, caller.ip);
  await consumeRateLimit(limit.member, caller.uid);
  if (caller.card) await consumeRateLimit(limit.card, caller.card);
  await consumeRateLimit(limit.declines, caller.ip);
  try {
    const answer = await call();
    await refundRateLimit(limit.declines, caller.ip);
    return answer;
  } catch (error) {
    if (!isDecline(error)) await refundRateLimit(limit.declines, caller.ip);
    throw error;
  }
}
