import type { CommentsPage, PublicComment } from '@/lib/schemas/comments';

// Pure updates of a loaded page of comments after the reader's own actions, so the list changes
// at once without reloading (and without losing the pages loaded with "Show more").

const mapComments = (comments: PublicComment[], change: (comment: PublicComment) => PublicComment | null): PublicComment[] =>
  comments.flatMap((comment) => {
    const changed = change({ ...comment, replies: mapComments(comment.replies, change) });
    return changed ? [changed] : [];
  });

/** A new top-level comment goes first, where its author looks; a reply goes last in its thread. */
export function withNewComment(page: CommentsPage, comment: PublicComment): CommentsPage {
  const comments =
    comment.parentId === null
      ? [comment, ...page.comments]
      : page.comments.map((top) => (top.id === comment.parentId ? { ...top, replies: [...top.replies, comment] } : top));
  return { ...page, comments, total: page.total + 1 };
}

export function withChangedComment(page: CommentsPage, id: number, patch: Partial<Pick<PublicComment, 'body' | 'editedAt' | 'likeCount'>>): CommentsPage {
  return { ...page, comments: mapComments(page.comments, (comment) => (comment.id === id ? { ...comment, ...patch } : comment)) };
}

/** Deleted or hidden: gone, or a top-level comment's empty place while its replies remain. */
export function withoutComment(page: CommentsPage, id: number, state: 'deleted' | 'hidden'): CommentsPage {
  let removed = false;
  const comments = mapComments(page.comments, (comment) => {
    if (comment.id !== id) return comment;
    removed = true;
    return comment.replies.length ? { ...comment, state, authorName: '', body: '', editedAt: null, likeCount: 0 } : null;
  });
  return { ...page, comments, total: removed ? page.total - 1 : page.total };
}

export function withMoreComments(page: CommentsPage, next: CommentsPage): CommentsPage {
  const shown = new Set(page.comments.map((comment) => comment.id));
  return { ...next, comments: [...page.comments, ...next.comments.filter((comment) => !shown.has(comment.id))] };
}
