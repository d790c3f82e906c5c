import { groupDigits } from '@/lib/numbers/group-digits';

/** "1 comment", "12 comments". */
export const commentCountLabel = (count: number) => `${groupDigits(count)} ${count === 1 ? 'comment' : 'comments'}`;
