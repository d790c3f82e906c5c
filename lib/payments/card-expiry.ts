/** A card's expiry month and four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * An expiry as people write it: "12/29", "12 / 29", "12-29", "1229", "1/29", "12/2029" or "122029".
 * Null when it is not a month and a year.
 */
export function parseCardExpiry(text: string): CardExpiry | null {
  const trimmed = text.trim();
  const parts = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(trimmed);
  if (!parts) return null;
  const month = Number(parts[1]);
  if (month < 1 || month > 12) return null;
  const year = Number(parts[2]);
  return { month, year: year < 100 ? 2000 + year : year };
}

/**
 * The field's text as it is typed: digits, with the slash after the month ("1229" shows as "12/29";
 * "1/29" as "01/29"). Two digits or fewer stay as typed, so deleting back past the slash works.
 */
export function formatCardExpiryAsTyped(text: string): string {
  const oneDigitMonth = /^\s*(\d)\s*[/\-.\s]\s*(\d*)/.exec(text);
  const digits = (oneDigitMonth ? `0${oneDigitMonth[1]}${oneDigitMonth[2]}` : text.replace(/\D/g, '')).slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
