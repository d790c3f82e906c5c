import { formatCardExpiryAsTyped, parseCardExpiry } from '@/lib/payments/card-expiry';

describe('a card expiry as people write it', () => {
  it.each([
    ['12/29', 12, 2029],
    ['12 / 29', 12, 2029],
    ['12-29', 12, 2029],
    ['1229', 12, 2029],
    ['1/29', 1, 2029],
    ['01/2031', 1, 2031],
    ['122031', 12, 2031],
    [' 08/34 ', 8, 2034],
  ])('"%s" is month %i of %i', (text, month, year) => {
    expect(parseCardExpiry(text)).toEqual({ month, year });
  });

  it.each(['', '13/29', '00/29', '12', '12/2', '1/2/29', 'ab/cd', '12295'])('"%s" is not an expiry', (text) => {
    expect(parseCardExpiry(text)).toBeNull();
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['1/', '01'],
    ['1/2', '01/2'],
    ['12/', '12'],
    ['12/2999', '12/2999'],
    ['12/29999', '12/2999'],
  ])('typing "%s" shows "%s"', (typed, shown) => {
    expect(formatCardExpiryAsTyped(typed)).toBe(shown);
  });

  it('what the field shows as typed is read back as the same expiry', () => {
    for (const typed of ['1229', '1/29', '12-2029']) expect(parseCardExpiry(formatCardExpiryAsTyped(typed))).toEqual(parseCardExpiry(typed));
  });
});
