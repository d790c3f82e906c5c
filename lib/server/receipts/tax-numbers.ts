// New Zealand tax registration numbers as the receipts print them, checked once in config.ts.

const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

/** The check digit of an eight-digit base for one set of weights: 0 when the sum divides by 11, else 11 less the remainder. */
function checkDigit(base: string, weights: readonly number[]): number {
  const remainder = [...base].reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

export type IrdNumberCheck = { ok: true; formatted: string } | { ok: false; reason: string };

/**
 * An IRD number (a GST number is the organisation's IRD number): 8 or 9 digits, written with or
 * without dashes or spaces (123-456-789, 12-345-678). Inland Revenue's modulus-11 check, from its
 * RWT and NRWT certificate filing specification: drop the last digit (the check digit), pad the
 * rest to 8 digits, weigh them 3 2 7 6 5 4 3 2 and take 11 less the sum's remainder by 11 (0 for
 * none); a result of 10 is tried again with the weights 7 4 3 2 5 2 7 6, and 10 again is no valid
 * number. The specification's upper bound (150 000 000) is not applied: Inland Revenue moves it
 * as it issues numbers, and a real number refused at start would stop the site.
 */
export function checkIrdNumber(text: string): IrdNumberCheck {
  const digits = text.trim().replace(/[\s-]/g, '');
  if (!/^\d{8,9}$/.test(digits)) return { ok: false, reason: 'must be 8 or 9 digits, e.g. 123-456-789' };
  if (Number(digits) < 10_000_000) return { ok: false, reason: 'must be 10-000-000 or more (IRD numbers start there)' };
  const base = digits.slice(0, -1).padStart(8, '0');
  let expected = checkDigit(base, PRIMARY_WEIGHTS);
  if (expected === 10) expected = checkDigit(base, SECONDARY_WEIGHTS);
  if (expected === 10 || expected !== Number(digits.at(-1))) return { ok: false, reason: 'is not a valid IRD number (its check digit does not match: a mistyped digit?)' };
  return { ok: true, formatted: digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}` };
}

/**
 * A Charities Services registration number: CC and five or six digits (CC12345), any case, as the
 * Charities Register shows it. It has no check digit.
 */
export function checkCharityNumber(text: string): { ok: true; formatted: string } | { ok: false; reason: string } {
  const value = text.trim().toUpperCase();
  if (!/^CC\d{5,6}$/.test(value)) return { ok: false, reason: 'must be a Charities Services registration number: CC and 5 or 6 digits, e.g. CC12345' };
  return { ok: true, formatted: value };
}
