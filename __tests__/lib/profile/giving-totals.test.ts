import { weeklyEquivalent } from '@/lib/donation/weekly-equivalent';
import { givingTotals, nzYear } from '@/lib/profile/giving-totals';
import type { Transaction } from '@/lib/schemas/payments';

const tx = (amount: number, createdAt: string, status: Transaction['status'] = 'succeeded', refundedAmount = 0): Transaction => ({
  txId: `tx_${amount}_${createdAt}`,
  amount,
  currency: 'NZD',
  status,
  failureCode: null,
  paymentType: 'PAY_WHAT_YOU_WANT',
  billingInterval: 'ONE_OFF',
  description: 'Donation',
  subscriptionId: null,
  refundedAmount,
  createdAt,
});

describe('weeklyEquivalent', () => {
  it.each([
    [2000, 'month', '$20 a month works out as $4.62 a week'],
    [1000, 'month', '$10 a month works out as $2.31 a week'],
    [10400, 'year', '$104 a year works out as $2 a week'],
    [200, 'month', '$2 a month works out as $0.46 a week'],
  ] as const)('%i cents %s: %s', (cents, interval, words) => {
    expect(weeklyEquivalent(cents, interval)).toBe(words);
  });
});

describe('givingTotals', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const history = [
    tx(1000, '2026-11-01T00:00:00Z'),
    tx(2500, '2026-02-01T00:00:00Z'),
    tx(5000, '2026-03-01T00:00:00Z', 'failed'),
    tx(700, '2026-04-01T00:00:00Z', 'refunded'),
    tx(1000, '2025-06-01T00:00:00Z'),
    // 11pm UTC on 31 December 2025 is already 1 January 2026 in New Zealand.
    tx(300, '2025-12-31T23:00:00Z'),
  ];

  it('counts only succeeded payments, by New Zealand year', () => {
    expect(givingTotals(history, now)).toEqual({ thisYear: 3800, allTime: 4800, years: [2026, 2025] });
  });

  it('is all zeros with no payments', () => {
    expect(givingTotals([], now)).toEqual({ thisYear: 0, allTime: 0, years: [] });
  });

  it('reads a payment’s year in New Zealand time', () => {
    expect(nzYear('2025-12-31T23:00:00Z')).toBe(2026);
  });

  it('counts what was kept of a partly refunded payment, and nothing of a fully refunded one', () => {
    const refunded = [...history, tx(5000, '2026-08-01T00:00:00Z', 'succeeded', 2500), tx(4000, '2026-08-02T00:00:00Z', 'refunded', 4000)];
    expect(givingTotals(refunded, now)).toMatchObject({ thisYear: 3800 + 2500, allTime: 4800 + 2500 });
  });
});
