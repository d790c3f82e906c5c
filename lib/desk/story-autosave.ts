import type { DeskStory, StoryDraft } from '@/lib/api/desk-stories';
import { draftOf } from '@/lib/api/desk-stories';

// The editor's save cycle as a pure reducer, so every state it can be in is tested without a
// browser: the hook (components/desk/editor/useStoryAutosave.ts) only adds the timer, the call and
// localStorage. Nothing typed is ever dropped: a conflict keeps both versions, "Use theirs" sets
// the writer's version aside where it can be brought back.

export type SavePhase =
  | { kind: 'saved'; savedAt: string | null }
  /** Changes not yet sent; the hook sends them ~2 s after the last one. */
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  /** Someone else saved first: autosave stops until the writer picks a version. */
  | { kind: 'conflict'; theirs: DeskStory };

export interface AutosaveState {
  /** The server's copy as last answered (status, permissions, path…). */
  story: DeskStory;
  /** The revision the next save says it was based on. */
  revision: number;
  draft: StoryDraft;
  /** What the server holds, to tell whether the draft has changes. */
  savedDraft: StoryDraft;
  /** The draft being sent, while a save is under way. */
  sending: StoryDraft | null;
  phase: SavePhase;
  /** The writer's version after "Use theirs", until brought back or dismissed. */
  setAside: StoryDraft | null;
  /** When the server last took the writer's words (ISO), for "Saved 10:41". */
  lastSavedAt: string | null;
}

export type AutosaveEvent =
  /** Some fields changed (the rest stay as they are). */
  | { type: 'edited'; change: Partial<StoryDraft> }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; story: DeskStory; at: string }
  | { type: 'saveFailed'; message: string }
  | { type: 'conflict'; theirs: DeskStory }
  | { type: 'keepMine' }
  | { type: 'useTheirs' }
  | { type: 'bringBackSetAside' }
  | { type: 'dismissSetAside' }
  /** Unsaved work found in the browser after a reload, based on `revision`. */
  | { type: 'recovered'; draft: StoryDraft; revision: number }
  /** The server answered a new copy another way (publish, unpublish, restore). */
  | { type: 'replaced'; story: DeskStory; at: string };

export const sameDraft = (a: StoryDraft, b: StoryDraft) => JSON.stringify(draftOf(a as DeskStory)) === JSON.stringify(draftOf(b as DeskStory));

export function initialAutosave(story: DeskStory): AutosaveState {
  const draft = draftOf(story);
  return { story, revision: story.revision, draft, savedDraft: draft, sending: null, phase: { kind: 'saved', savedAt: null }, setAside: null, lastSavedAt: null };
}

/** Whether the draft holds changes the server does not have. */
export const hasUnsavedChanges = (state: AutosaveState) => !sameDraft(state.draft, state.savedDraft);

/** Whether the hook should send a save now (its timer has run out). */
export const wantsSave = (state: AutosaveState) => state.phase.kind === 'dirty' && hasUnsavedChanges(state);

function settled(state: AutosaveState, story: DeskStory, at: string, sent: StoryDraft): AutosaveState {
  const savedDraft = sent;
  const moreTyped = !sameDraft(state.draft, savedDraft);
  return { ...state, story, revision: story.revision, savedDraft, sending: null, lastSavedAt: at, phase: moreTyped ? { kind: 'dirty' } : { kind: 'saved', savedAt: at } };
}

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edited': {
      const draft = { ...state.draft, ...event.change };
      if (state.phase.kind === 'conflict' || state.phase.kind === 'saving') return { ...state, draft };
      if (!sameDraft(draft, state.savedDraft)) return { ...state, draft, phase: { kind: 'dirty' } };
      // Typed back to what the server holds: nothing to send (a failure stays shown until a save works).
      return { ...state, draft, phase: state.phase.kind === 'failed' ? state.phase : { kind: 'saved', savedAt: state.lastSavedAt } };
    }
    case 'saveStarted':
      return { ...state, sending: state.draft, phase: { kind: 'saving' } };
    case 'saveSucceeded':
      return settled(state, event.story, event.at, state.sending ?? state.draft);
    case 'saveFailed':
      return { ...state, sending: null, phase: { kind: 'failed', message: event.message } };
    case 'conflict':
      return { ...state, sending: null, phase: { kind: 'conflict', theirs: event.theirs } };
    case 'keepMine': {
      if (state.phase.kind !== 'conflict') return state;
      const theirs = state.phase.theirs;
      // Saving over theirs: based on their revision, and their copy is what the server now holds.
      return { ...state, story: theirs, revision: theirs.revision, savedDraft: draftOf(theirs), phase: { kind: 'dirty' } };
    }
    case 'useTheirs': {
      if (state.phase.kind !== 'conflict') return state;
      const theirs = state.phase.theirs;
      const draft = draftOf(theirs);
      return { ...state, story: theirs, revision: theirs.revision, draft, savedDraft: draft, phase: { kind: 'saved', savedAt: theirs.updatedAt }, setAside: state.draft };
    }
    case 'bringBackSetAside':
      return state.setAside ? { ...state, draft: state.setAside, setAside: null, phase: { kind: 'dirty' } } : state;
    case 'dismissSetAside':
      return { ...state, setAside: null };
    case 'recovered':
      return { ...state, draft: event.draft, revision: Math.min(event.revision, state.revision), phase: { kind: 'dirty' } };
    case 'replaced': {
      const draft = draftOf(event.story);
      // Whatever was typed since the last save stays in the draft and is saved on top.
      const typed = hasUnsavedChanges(state) ? state.draft : draft;
      return {
        ...state,
        story: event.story,
        revision: event.story.revision,
        draft: typed,
        savedDraft: draft,
        sending: null,
        lastSavedAt: event.at,
        phase: sameDraft(typed, draft) ? { kind: 'saved', savedAt: event.at } : { kind: 'dirty' },
      };
    }
  }
}
