import { parsePageParam } from '@/lib/server/content/list-page';

describe('parsePageParam', () => {
  it('reads no page as page 1', () => {
    expect(parsePageParam(undefined)).toBe(1);
  });

  it('accepts a plain positive integer', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
  });

  it.each(['', '0', '-1', '1.5', '02', 'abc', '1e3', ' 2', '9999999'])('refuses %j', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });

  it('refuses a repeated page', () => {
    expect(parsePageParam(['1', '2'])).toBeNull();
  });
});
