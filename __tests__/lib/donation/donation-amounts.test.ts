import {
  cartEventValue,
  DONATION_PRESETS,
  formatDonationAmount,
  fromBillingInterval,
  parseCustomAmount,
  toBillingInterval,
} from '@/lib/donation/donation-amounts';

describe('donation amounts', () => {
  it('offers the DESIGN §5 presets in cents, each preselected amount among them', () => {
    expect(DONATION_PRESETS.month.amounts).toEqual([500, 1000, 2000, 5000]);
    expect(DONATION_PRESETS.year.amounts).toEqual([5000, 10000, 20000]);
    expect(DONATION_PRESETS['one-off'].amounts).toEqual([1000, 2500, 5000, 10000]);
    for (const preset of Object.values(DONATION_PRESETS)) expect(preset.amounts).toContain(preset.preselected);
  });

  it('labels cents as NZ dollars, with cents only when there are some', () => {
    expect(formatDonationAmount(2500)).toBe('$25');
    expect(formatDonationAmount(1250)).toBe('$12.50');
    expect(formatDonationAmount(1_000_000)).toBe('$10,000');
  });

  it('writes every amount as Intl would for en-NZ dollars, which it does not load (decision 334)', () => {
    const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
    const nzdWhole = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
    const amounts = [0, 1, 5, 10, 99, 100, 101, 1_005, 99_999, 100_000, 123_456_789, -1250, -200];
    for (const cents of amounts) expect(formatDonationAmount(cents)).toBe((cents % 100 === 0 ? nzdWhole : nzd).format(cents / 100));
  });

  it.each([
    ['12.50', 1250],
    ['$25', 2500],
    [' 2 ', 200],
    ['10,000', 1_000_000],
    ['9.9', 990],
  ])('takes "%s" as %i cents', (input, cents) => {
    expect(parseCustomAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Enter an amount in dollars.'],
    ['abc', 'Enter an amount in dollars and cents, like 12.50.'],
    ['12.505', 'Enter an amount in dollars and cents, like 12.50.'],
    ['-5', 'Enter an amount in dollars and cents, like 12.50.'],
    ['1.99', 'The smallest amount is $2.'],
    ['10000.01', 'The largest amount is $10,000.'],
  ])('refuses "%s" in words: %s', (input, message) => {
    expect(parseCustomAmount(input)).toEqual({ ok: false, message });
  });

  it('maps the donation intervals to the payments API billing intervals and back', () => {
    expect(toBillingInterval('month')).toBe('MONTHLY');
    expect(toBillingInterval('year')).toBe('YEARLY');
    expect(toBillingInterval('one-off')).toBe('ONE_OFF');
    for (const interval of ['MONTHLY', 'YEARLY', 'ONE_OFF'] as const) expect(toBillingInterval(fromBillingInterval(interval))).toBe(interval);
  });

  it('reports a monthly amount in the cart event as a year of it: × 12, quantity 12, NZD', () => {
    expect(cartEventValue(1250, 'month')).toEqual({ value: 150, price: 12.5, quantity: 12, currency: 'NZD' });
    expect(cartEventValue(10000, 'year')).toEqual({ value: 100, price: 100, quantity: 1, currency: 'NZD' });
    expect(cartEventValue(2500, 'one-off')).toEqual({ value: 25, price: 25, quantity: 1, currency: 'NZD' });
  });
});
