import { commentCountLabel } from '@/lib/comments/comment-count';
import { groupDigits } from '@/lib/numbers/group-digits';

describe('groupDigits', () => {
  it('groups thousands as en-NZ does, for numbers of every length', () => {
    const en = new Intl.NumberFormat('en-NZ');
    for (const whole of [0, 7, 42, 999, 1_000, 12_345, 999_999, 1_000_000, 12_345_678, 9_007_199_254_740_991]) {
      expect(groupDigits(whole)).toBe(en.format(whole));
    }
  });

  it('counts comments with the grouping: "1 comment", "1,234 comments"', () => {
    expect(commentCountLabel(1)).toBe('1 comment');
    expect(commentCountLabel(0)).toBe('0 comments');
    expect(commentCountLabel(1234)).toBe('1,234 comments');
  });
});
