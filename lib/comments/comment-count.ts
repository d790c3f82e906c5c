/** "1 comment", "12 comments". */
export const commentCountLabel = (count: number) => `${count.toLocaleString('en-NZ')} ${count === 1 ? 'comment' : 'comments'}`;
