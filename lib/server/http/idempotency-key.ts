import { AppError } from './errors';

/** The optional `x-idempotency-key` header: 1–255 visible ASCII characters, as Stripe accepts. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new AppError('VALIDATION_FAILED', 400, 'x-idempotency-key must be 1 to 255 visible ASCII characters.');
  }
  return value;
}
