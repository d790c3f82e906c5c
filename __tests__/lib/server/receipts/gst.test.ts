import fc from 'fast-check';
import { gstCorrections, gstIncluded, needsRecipientDetails } from '@/lib/server/receipts/gst';

describe('gstIncluded: 3/23 of a GST-inclusive amount, to the cent', () => {
  it.each([
    [2_500, 326], // $25.00 holds $3.26 (3.2608…)
    [1_000, 130], // $10.00 holds $1.30 (1.3043…)
    [11_500, 1_500], // $115.00 is $100 and $15 GST exactly
    [100_000, 13_043], // $1,000.00 holds $130.43 (130.4347…)
    [1_000_000, 130_435], // $10,000.00 holds $1,304.35 (1304.3478…)
    [200, 26], // the smallest gift, $2.00: 26.08… cents
    [4, 1], // 0.52 of a cent rounds up
    [3, 0], // 0.39 of a cent rounds down
    [0, 0],
  ])('%i cents hold %i cents of GST', (cents, gst) => {
    expect(gstIncluded(cents)).toBe(gst);
  });

  it('never leaves more than half a cent between the GST and 3/23 of the amount, and never meets a half', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const exact = (cents * 3) / 23;
        expect(Math.abs(gstIncluded(cents) - exact)).toBeLessThan(0.5);
        // 15% of the amount before GST, give or take the rounding: the rate the law sets.
        expect(Math.abs(gstIncluded(cents) - 0.15 * (cents - exact))).toBeLessThan(0.5);
      }),
    );
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => gstIncluded(12.5)).toThrow(RangeError);
    expect(() => gstIncluded(-1)).toThrow(RangeError);
  });
});

describe('gstCorrections: the GST each refund gives back', () => {
  it('adds up to exactly the GST of the payment less the GST of what was kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }), (amount, wanted) => {
        // Refunds as the desk allows them: never more in all than the payment.
        const refunds: number[] = [];
        let left = amount;
        for (const refund of wanted) {
          const taken = Math.min(refund, left);
          if (taken > 0) refunds.push(taken);
          left -= taken;
        }
        const corrections = gstCorrections(amount, refunds);
        const kept = amount - refunds.reduce((sum, refund) => sum + refund, 0);
        expect(corrections.reduce((sum, gst) => sum + gst, 0)).toBe(gstIncluded(amount) - gstIncluded(kept));
      }),
    );
  });

  it('gives back all the GST when the payment is refunded in full, even in odd pieces', () => {
    // $25.00 refunded as $0.04 + $24.96: rounding each refund alone would give back 1 + 326 = 327 cents of 326.
    expect(gstCorrections(2_500, [4, 2_496])).toEqual([0, 326]);
    expect(gstIncluded(4) + gstIncluded(2_496)).toBe(327);
  });
});

describe('needsRecipientDetails: over $1,000 including GST', () => {
  it('is false at $1,000.00 and true from $1,000.01', () => {
    expect(needsRecipientDetails(100_000)).toBe(false);
    expect(needsRecipientDetails(100_001)).toBe(true);
  });
});
