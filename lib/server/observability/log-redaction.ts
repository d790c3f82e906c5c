/**
 * What the logs never hold: credentials, tokens, card data and readers' email addresses
 * (decision 241). Known keys are censored by pino's own `redact`, at any of the first four levels
 * of a logged object; free text (messages, error messages and stacks) is scrubbed by pattern,
 * because an outside library's error message may quote an address or a token.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are secret wherever they appear in a logged object (compared as written). */
const SECRET_KEYS = [
  // credentials and tokens
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'sessionCookie',
  'secret',
  'clientSecret',
  'client_secret',
  'apiKey',
  'api_key',
  'x-api-key',
  'stripe-signature',
  // card data: the sandbox form's number and CVC, and payment method tokens
  'card',
  'cardNumber',
  'number',
  'cvc',
  'cvv',
  'paymentMethodId',
  'providerPaymentMethodId',
  'payment_method',
  // readers' addresses (an address in any other string is scrubbed as text)
  'email',
  'receipt_email',
];

/** How deep a logged object's keys are censored: `key`, `*.key`, `*.*.key`, `*.*.*.key`. */
const DEPTH = 4;

/** The path of `key` under `depth` levels of any key: `*.*.key`, or `*.*["set-cookie"]`. */
function pathAt(key: string, depth: number): string {
  const wildcards = Array.from({ length: depth }, () => '*').join('.');
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return wildcards ? `${wildcards}.${key}` : key;
  return `${wildcards}["${key}"]`;
}

/** pino `redact` paths for every secret key at each level down to DEPTH. */
export function redactPaths(): string[] {
  return SECRET_KEYS.flatMap((key) => Array.from({ length: DEPTH }, (_, depth) => pathAt(key, depth)));
}

/** True for a digit string that passes the Luhn check, as every card number does. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// 13 to 19 digits, optionally grouped by spaces or dashes; only Luhn-valid runs are cards, so a
// millisecond timestamp (13 digits) is almost always left alone.
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const PROVIDER_SECRET = /\b(?:sk|rk)_(?:live|test)_\w+|\bwhsec_\w+/g;

/** Free text with addresses, card numbers, tokens and provider keys replaced. */
export function scrubText(text: string): string {
  if (text.length === 0) return text;
  return text
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(BEARER, (_, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(PROVIDER_SECRET, REDACTED)
    .replace(CARD_NUMBER, (run) => (passesLuhn(run.replace(/\D/g, '')) ? '[card number]' : run));
}

/**
 * A logged object with every string in it scrubbed, down to DEPTH levels; what is deeper is left
 * out rather than walked (a log line is not the place for a whole document). Runs only for lines
 * that are written, so a level that is off costs nothing.
 */
export function scrubValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (depth >= DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => scrubValues(item, depth + 1));
  if (value instanceof Error) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) scrubbed[key] = scrubValues(item, depth + 1);
  return scrubbed;
}
