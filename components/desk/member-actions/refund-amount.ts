/** Cents as dollars for the amount field: 2500 → "25.00". */
export const dollarFieldText = (cents: number) => (cents / 100).toFixed(2);

export type ParsedAmount = { ok: true; cents: number } | { ok: false; message: string };

/** What staff type ("25", "25.5", "$25.00", "1,250") as cents, checked against what is left. */
export function parseRefundAmount(input: string, remaining: number, formatted: (cents: number) => string): ParsedAmount {
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter an amount in dollars, such as 25 or 25.50.' };
  const cents = Math.round(Number(cleaned) * 100);
  if (cents < 1) return { ok: false, message: 'Enter an amount of at least 1 cent.' };
  if (cents > remaining) return { ok: false, message: `At most ${formatted(remaining)} can still be refunded.` };
  return { ok: true, cents };
}
