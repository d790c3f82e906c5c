import { getConfig } from '../config';
import { type ContentChangeChannel, openContentChangeChannel } from './content-change-channel';
import { clearSharedPageCache } from '../http/page-cache';
import { clearSharedPageBodyCache } from '../rendering/page-body-cache';
import { resetSharedContentCache } from './content-cache';

// One channel for the whole process, also across the bundles Next builds per page and route.
const CHANNEL_KEY = Symbol.for('panui.contentChangeChannel');
type GlobalWithChannel = typeof globalThis & { [CHANNEL_KEY]?: ContentChangeChannel };

/** The process's channel when REDIS_URL is set (opened on first use), else null: one instance, nothing to tell. */
function sharedChannel(): ContentChangeChannel | null {
  const url = getConfig().REDIS_URL;
  if (!url) return null;
  const g = globalThis as GlobalWithChannel;
  return (g[CHANNEL_KEY] ??= openContentChangeChannel(url, forgetCachedContent));
}

/** The cached queries, the kept pages and the kept page bodies all show the content as it was. */
function forgetCachedContent(): void {
  resetSharedContentCache();
  clearSharedPageCache();
  clearSharedPageBodyCache();
}

/**
 * Called after anything readers see changed (a story published, unpublished or edited while
 * published; a collection reordered): forgets the cached lists and pages so the change shows at once,
 * here and, through Redis when REDIS_URL is set, on every other instance within a second.
 */
export async function announceContentChange(): Promise<void> {
  forgetCachedContent();
  await sharedChannel()?.publish();
}

/**
 * Starts listening for other instances' changes (once per process; called whenever the content
 * cache is used, so an instance that caches anything hears about changes). Settles once it listens.
 */
export function listenForContentChanges(): Promise<void> {
  return sharedChannel()?.ready ?? Promise.resolve();
}

/** Closes the process's channel; for tests and shutdown. */
export async function closeContentChanges(): Promise<void> {
  const g = globalThis as GlobalWithChannel;
  const channel = g[CHANNEL_KEY];
  delete g[CHANNEL_KEY];
  await channel?.close();
}
