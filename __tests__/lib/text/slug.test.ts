import { slugify } from '@/lib/text/slug';

describe('slugify', () => {
  it('folds macrons and accents and joins words with single hyphens', () => {
    expect(slugify('Te reo: Māori revival 2026!')).toBe('te-reo-maori-revival-2026');
    expect(slugify('  Café -- Ōtautahi  ')).toBe('cafe-otautahi');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts to the length asked for without leaving a hyphen at the end', () => {
    const long = `${'a'.repeat(79)} b`;
    expect(slugify(long)).toBe('a'.repeat(79));
    expect(slugify(`${'word '.repeat(40)}`, 120)).toHaveLength(119);
  });
});
