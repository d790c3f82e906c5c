import { ApiError } from '@/lib/api/api-error';
import type { DeskStory } from '@/lib/api/desk-stories';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The other person's story a 409 STORY_CONFLICT carries in `error.details.current`, if it has one. */
export function conflictingStory(error: unknown): DeskStory | null {
  if (!(error instanceof ApiError) || error.code !== 'STORY_CONFLICT' || !isRecord(error.details)) return null;
  const current = error.details.current;
  if (!isRecord(current) || typeof current.revision !== 'number' || typeof current.headline !== 'string' || typeof current.bodyHtml !== 'string') return null;
  return current as unknown as DeskStory;
}

/** What a 422 STORY_NOT_READY says is missing (`error.details.problems`). */
export function notReadyProblems(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'STORY_NOT_READY' || !isRecord(error.details)) return [];
  const problems = error.details.problems;
  return Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === 'string') : [];
}

export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong.');
