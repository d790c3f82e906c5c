import { act } from '@testing-library/react';
import { type DeskStory, saveStory } from '@/lib/api/desk-stories';

/** A story as the desk API answers it, with `overrides`. */
export const deskStory = (overrides: Partial<DeskStory> = {}): DeskStory => ({
  id: 41,
  slug: 'ferry-timetable',
  status: 'draft',
  revision: 3,
  headline: 'Ferry timetable changes',
  standfirst: 'Fewer sailings from March.',
  bodyHtml: '<p>The ferry runs less often.</p>',
  categorySlugs: ['news'],
  tagNames: ['transport'],
  authorSlugs: ['mere-tapsell'],
  seoTitle: '',
  seoDescription: '',
  featureImageId: null,
  featureImage: null,
  publishedAt: null,
  path: '/news/ferry-timetable',
  createdByUid: 'uid-mere',
  updatedAt: '2026-11-25T06:00:00.000Z',
  permissions: { edit: true, publish: true },
  ...overrides,
});

/**
 * For autosave tests (the file mocks saveStory in '@/lib/api/desk-stories'): every test runs on a
 * fake clock with an empty localStorage and a fresh saveStory mock. Answers `wait(ms)`, which moves
 * the clock on inside act. Call it at the top of the file.
 */
export function fakeAutosaveClock(): (ms: number) => Promise<void> {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    jest.mocked(saveStory).mockReset();
  });
  afterEach(() => jest.useRealTimers());
  return (ms) => act(async () => void jest.advanceTimersByTime(ms));
}
