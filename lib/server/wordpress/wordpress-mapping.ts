import { TZDate } from '@date-fns/tz';
import { DESK_TIME_ZONE } from '@/lib/stories/story-status';
import type { ImportedStory } from './wordpress-import-store';

// How WordPress's fields become ours (decision 179), and when an imported story is unchanged (decision 178).

export const STATUSES: Record<string, ImportedStory['status']> = { publish: 'published', draft: 'draft', pending: 'draft', private: 'draft', future: 'scheduled' };
export const UNCATEGORISED = new Set(['uncategorized', 'uncategorised']);

export function wordPressDate(gmt: string, local: string): Date | null {
  const utc = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(gmt.trim());
  if (utc && utc[1] !== '0000') return new Date(Date.UTC(+utc[1]!, +utc[2]! - 1, +utc[3]!, +utc[4]!, +utc[5]!, +utc[6]!));
  // A draft never published has no GMT date; its local date is the newsroom's own time.
  const nz = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(local.trim());
  if (nz && nz[1] !== '0000') return new Date(new TZDate(+nz[1]!, +nz[2]! - 1, +nz[3]!, +nz[4]!, +nz[5]!, +nz[6]!, DESK_TIME_ZONE).getTime());
  return null;
}

/** The permalink's path with and without its trailing slash; none for `?p=123` links. */
export function oldPaths(link: string): string[] {
  let pathname: string;
  try {
    const url = new URL(link);
    if (url.search) return [];
    pathname = url.pathname;
  } catch {
    return [];
  }
  const bare = pathname.replace(/\/+$/, '');
  if (!bare) return [];
  return [...new Set([bare, `${bare}/`])];
}

/** An attachment's file as WordPress names its sizes: photo-300x200.jpg is photo.jpg. */
export const fileKey = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname).replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1').replace(/-scaled(\.[a-z0-9]+)$/i, '$1').toLowerCase();
  } catch {
    return url.toLowerCase();
  }
};

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function sameStory(stored: ImportedStory, wanted: ImportedStory): boolean {
  return (
    stored.slug === wanted.slug &&
    stored.title === wanted.title &&
    stored.standfirst === wanted.standfirst &&
    stored.bodyHtml === wanted.bodyHtml &&
    stored.authorId === wanted.authorId &&
    stored.publishedAt.getTime() === wanted.publishedAt.getTime() &&
    stored.status === wanted.status &&
    stored.featureImageId === wanted.featureImageId &&
    sameIds(stored.categoryIds, wanted.categoryIds) &&
    sameIds([...stored.tagIds].sort((a, b) => a - b), [...wanted.tagIds].sort((a, b) => a - b))
  );
}
