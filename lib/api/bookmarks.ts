import type { BookmarkPage } from '@/lib/schemas/bookmarks';
import { postTsom } from './tsom-client';

/** The member's bookmarked article ids, newest first: one call marks every button on a page. */
export const getBookmarkIds = () => postTsom<{ articleIds: number[] }>('/bookmarks/ids', { body: {} });

export const addBookmark = (articleId: number) => postTsom<{ articleId: number; createdAt: string }>('/bookmarks/add', { body: { articleId } });

export const removeBookmark = (articleId: number) => postTsom<{ articleId: number; removed: boolean }>('/bookmarks/remove', { body: { articleId } });

export const listBookmarks = (page: number) => postTsom<BookmarkPage>('/bookmarks/list', { body: { page } });
