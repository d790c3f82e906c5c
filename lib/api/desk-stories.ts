import type { EmbedChoice, EmbedKind } from '@/lib/schemas/desk-embeds';
import type { DeskChoices, DeskStory, DeskStoryPage, StoryFilters, StoryRevisionItem } from '@/lib/schemas/desk-story';
import type { StoryDraft } from '@/lib/stories/story-draft';
import { deskCall } from './desk-client';

// Typed calls to the story API (docs/api.md, "Desk: stories"); its shapes are lib/schemas/desk-story.ts.

export type { DeskChoices, DeskStory, DeskStoryPage, StoryRevisionItem };
export type DeskStoryFilters = Partial<StoryFilters>;

export { draftOf, type StoryDraft } from '@/lib/stories/story-draft';

const storyPath = (id: number) => `/stories/${id}`;

export const listDeskStories = (filters: DeskStoryFilters) => deskCall<DeskStoryPage>('GET', '/stories', { params: { ...filters } });

export const createStory = (headline: string) => deskCall<DeskStory>('POST', '/stories', { body: { headline } });

export const saveStory = (id: number, revision: number, draft: StoryDraft) => deskCall<DeskStory>('PUT', storyPath(id), { body: { revision, ...draft } });

/** Publishes now, or schedules when `publishAt` is in the future. */
export const publishStory = (id: number, revision: number, publishAt?: string) =>
  deskCall<DeskStory>('POST', `${storyPath(id)}/publish`, { body: publishAt ? { revision, publishAt } : { revision } });

export const unpublishStory = (id: number, revision: number) => deskCall<DeskStory>('POST', `${storyPath(id)}/unpublish`, { body: { revision } });

export const listStoryRevisions = (id: number) => deskCall<{ revisions: StoryRevisionItem[] }>('GET', `${storyPath(id)}/revisions`);

/** Brings back revision `restore`'s words as a new revision; `revision` is the one loaded now. */
export const restoreStoryRevision = (id: number, revision: number, restore: number) =>
  deskCall<DeskStory>('POST', `${storyPath(id)}/restore`, { body: { revision, restore } });

export const createPreviewLink = (id: number) => deskCall<{ url: string; expiresAt: string }>('POST', `${storyPath(id)}/preview-link`);

export const findEmbedChoices = (kind: EmbedKind, q: string) => deskCall<{ items: EmbedChoice[] }>('GET', '/embeds', { params: { kind, q: q || undefined } });
