// GST in New Zealand is 15% of the price before tax, so a price that includes it holds 15/115 =
// 3/23 of itself as GST (the "tax fraction", GST Act 1985 s 2). Amounts are integer cents.

/** The GST rate, for the words on a tax invoice. */
export const GST_RATE_PERCENT = 15;

/**
 * The GST in a GST-inclusive amount: 3/23 of it, rounded to the nearest cent. A half cent cannot
 * happen (3 × cents / 23 ends in .5 only if 23 divides 6 × cents, and then it is whole), so the
 * rounding direction never matters.
 */
export function gstIncluded(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`GST of ${cents} cents: amounts are whole, non-negative cents`);
  return Math.round((cents * 3) / 23);
}

/**
 * Taxable supply information must name the recipient (their name and an address, phone, email or
 * the like) when the supply is over $1,000 including GST (GST Act 1985 s 19E, "taxable supply
 * information" (a)); $1,000 itself and less need not.
 */
export const RECIPIENT_DETAILS_OVER_CENTS = 100_000;

export const needsRecipientDetails = (totalCents: number) => totalCents > RECIPIENT_DETAILS_OVER_CENTS;

/**
 * The GST given back by each refund of a tax invoice, oldest first, so that the corrections add up
 * to exactly the GST of the original less the GST of what was kept: each is the GST of the amount
 * before that refund less the GST of the amount after it (rounding each refund on its own could
 * leave the sum a cent out).
 */
export function gstCorrections(amountCents: number, refundCents: readonly number[]): number[] {
  let kept = amountCents;
  return refundCents.map((refund) => {
    const before = gstIncluded(kept);
    kept -= refund;
    return before - gstIncluded(kept);
  });
}
