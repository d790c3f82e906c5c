import { z } from 'zod';
import type { StoryDraft } from '@/lib/api/desk-stories';

// Zod compiles object checks with `new Function` unless told not to: the site's CSP forbids eval
// (decision 094), and even the probe zod catches is reported as a violation. Checking one small
// stored draft needs no compiled fast path.
z.config({ jitless: true });

// The writer's unsaved words, kept in this browser per story so a reload, a crash or a lost
// connection loses nothing typed. What localStorage holds is outside input: checked when read.

const StoredDraft = z.object({
  headline: z.string(),
  standfirst: z.string(),
  bodyHtml: z.string(),
  slug: z.string(),
  categorySlugs: z.array(z.string()),
  tagNames: z.array(z.string()),
  authorSlugs: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  featureImageId: z.number().int().nullable(),
});

const StoredCopy = z.object({ revision: z.number().int(), savedAt: z.string(), draft: StoredDraft });
export type UnsavedStoryCopy = z.infer<typeof StoredCopy>;

const keyFor = (storyId: number) => `panui:desk:story:${storyId}`;

export function readUnsavedCopy(storage: Storage, storyId: number): UnsavedStoryCopy | null {
  try {
    const raw = storage.getItem(keyFor(storyId));
    if (!raw) return null;
    const parsed = StoredCopy.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeUnsavedCopy(storage: Storage, storyId: number, revision: number, draft: StoryDraft, now: Date): void {
  try {
    storage.setItem(keyFor(storyId), JSON.stringify({ revision, savedAt: now.toISOString(), draft }));
  } catch {
    // A full or refused storage must not stop the writer; the server save is what counts.
  }
}

export function clearUnsavedCopy(storage: Storage, storyId: number): void {
  try {
    storage.removeItem(keyFor(storyId));
  } catch {
    // As above.
  }
}
