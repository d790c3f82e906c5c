import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type DeskStory, saveStory, type StoryDraft } from '@/lib/api/desk-stories';
import { autosaveReducer, hasUnsavedChanges, initialAutosave, wantsSave } from '@/lib/desk/story-autosave';
import { conflictingStory, errorMessage } from '@/lib/desk/story-errors';
import { clearUnsavedCopy, readUnsavedCopy, type UnsavedStoryCopy, writeUnsavedCopy } from '@/lib/desk/unsaved-story-copy';

/** How long after the last change the editor saves: long enough not to save every keystroke. */
export const AUTOSAVE_DELAY_MS = 2_000;

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The editor's save cycle (lib/desk/story-autosave.ts) wired to a timer, the PUT and this
 * browser's unsaved copy. `edit` takes the whole draft; `saveNow` sends at once (before publishing).
 */
export function useStoryAutosave(loaded: DeskStory, delayMs = AUTOSAVE_DELAY_MS) {
  const [state, dispatch] = useReducer(autosaveReducer, loaded, initialAutosave);
  const [recoverable, setRecoverable] = useState<UnsavedStoryCopy | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const storyId = loaded.id;

  // Unsaved words from an earlier visit are offered back, never applied without asking.
  useEffect(() => {
    const storage = browserStorage();
    const copy = storage && readUnsavedCopy(storage, storyId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration; what it holds is what the notice shows
    if (copy && hasUnsavedChanges({ ...initialAutosave(loaded), draft: copy.draft })) setRecoverable(copy);
    else if (storage) clearUnsavedCopy(storage, storyId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on first load: later copies are this visit's own
  }, [storyId]);

  // Every change is in this browser before any save: nothing typed is lost to a reload.
  useEffect(() => {
    const storage = browserStorage();
    if (!storage || recoverable) return;
    if (hasUnsavedChanges(state) || state.phase.kind === 'conflict') writeUnsavedCopy(storage, storyId, state.revision, state.draft, new Date());
    else clearUnsavedCopy(storage, storyId);
  }, [state, storyId, recoverable]);

  const saveNow = useCallback(async (): Promise<DeskStory | null> => {
    const current = stateRef.current;
    if (current.phase.kind === 'conflict' || current.phase.kind === 'saving') return null;
    if (!hasUnsavedChanges(current)) return current.story;
    dispatch({ type: 'saveStarted' });
    try {
      const saved = await saveStory(storyId, current.revision, current.draft);
      dispatch({ type: 'saveSucceeded', story: saved, at: new Date().toISOString() });
      return saved;
    } catch (error) {
      const theirs = conflictingStory(error);
      dispatch(theirs ? { type: 'conflict', theirs } : { type: 'saveFailed', message: errorMessage(error) });
      return null;
    }
  }, [storyId]);

  useEffect(() => {
    if (!wantsSave(state)) return;
    const timer = setTimeout(() => void saveNow(), delayMs);
    return () => clearTimeout(timer);
  }, [state, saveNow, delayMs]);

  const edit = useCallback((change: Partial<StoryDraft>) => dispatch({ type: 'edited', change }), []);

  const recover = useCallback(() => {
    if (recoverable) dispatch({ type: 'recovered', draft: recoverable.draft, revision: recoverable.revision });
    setRecoverable(null);
  }, [recoverable]);

  const discardRecoverable = useCallback(() => {
    const storage = browserStorage();
    if (storage) clearUnsavedCopy(storage, storyId);
    setRecoverable(null);
  }, [storyId]);

  return { state, dispatch, edit, saveNow, recoverable, recover, discardRecoverable };
}
