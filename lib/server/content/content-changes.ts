import { resetSharedContentCache } from './content-cache';

/**
 * Called after anything readers see changed (a story published, unpublished or edited while
 * published; a collection reordered): forgets the cached lists and pages so the change shows at once.
 */
export async function announceContentChange(): Promise<void> {
  resetSharedContentCache();
}
