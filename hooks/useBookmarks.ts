import { useContext } from 'react';
import { BookmarksContext, type BookmarksContextValue } from '@/context/BookmarksProvider';

/**
 * The member's bookmarks, or null outside a BookmarksProvider: a story card rendered on its own
 * (a component test, an embed) simply shows no bookmark button.
 */
export function useBookmarks(): BookmarksContextValue | null {
  return useContext(BookmarksContext);
}
