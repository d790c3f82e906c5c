import { autosaveReducer, type AutosaveEvent, type AutosaveState, hasUnsavedChanges, initialAutosave, wantsSave } from '@/lib/desk/story-autosave';
import { deskStory } from '../../helpers/desk-story';

const run = (state: AutosaveState, ...events: AutosaveEvent[]) => events.reduce(autosaveReducer, state);
const at = '2026-11-25T06:41:00.000Z';

describe('the story editor save cycle', () => {
  const loaded = initialAutosave(deskStory());

  it('starts saved, with nothing to send', () => {
    expect(loaded.phase).toEqual({ kind: 'saved', savedAt: null });
    expect(wantsSave(loaded)).toBe(false);
  });

  it('a change makes it dirty and asks for a save; typing back to the saved words does not', () => {
    const edited = run(loaded, { type: 'edited', change: { headline: 'Ferries cut' } });
    expect(edited.phase.kind).toBe('dirty');
    expect(wantsSave(edited)).toBe(true);
    const undone = run(edited, { type: 'edited', change: { headline: 'Ferry timetable changes' } });
    expect(wantsSave(undone)).toBe(false);
    expect(undone.phase.kind).toBe('saved');
  });

  it('a save sends the loaded revision and takes the answered one, then shows the time', () => {
    const saving = run(loaded, { type: 'edited', change: { headline: 'Ferries cut' } }, { type: 'saveStarted' });
    expect(saving.phase.kind).toBe('saving');
    expect(saving.revision).toBe(3);
    const saved = run(saving, { type: 'saveSucceeded', story: deskStory({ headline: 'Ferries cut', revision: 4 }), at });
    expect(saved.phase).toEqual({ kind: 'saved', savedAt: at });
    expect(saved.revision).toBe(4);
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('words typed while a save is under way are kept and saved next', () => {
    const state = run(
      loaded,
      { type: 'edited', change: { headline: 'Ferries cut' } },
      { type: 'saveStarted' },
      { type: 'edited', change: { standfirst: 'From March.' } },
      { type: 'saveSucceeded', story: deskStory({ headline: 'Ferries cut', revision: 4 }), at },
    );
    expect(state.draft).toMatchObject({ headline: 'Ferries cut', standfirst: 'From March.' });
    expect(state.phase.kind).toBe('dirty');
    expect(wantsSave(state)).toBe(true);
    expect(state.revision).toBe(4);
  });

  it('a failed save shows its message and keeps the words; the next change tries again', () => {
    const failed = run(loaded, { type: 'edited', change: { headline: 'Ferries cut' } }, { type: 'saveStarted' }, { type: 'saveFailed', message: 'We could not reach Pānui.' });
    expect(failed.phase).toEqual({ kind: 'failed', message: 'We could not reach Pānui.' });
    expect(failed.draft.headline).toBe('Ferries cut');
    expect(wantsSave(failed)).toBe(false);
    expect(wantsSave(run(failed, { type: 'edited', change: { headline: 'Ferries cut again' } }))).toBe(true);
  });

  describe('when someone else saved first', () => {
    const theirs = deskStory({ revision: 5, headline: 'Their headline', bodyHtml: '<p>Their words.</p>' });
    const conflicted = run(loaded, { type: 'edited', change: { headline: 'My headline' } }, { type: 'saveStarted' }, { type: 'conflict', theirs });

    it('stops autosaving and holds both versions, and typing goes on into mine', () => {
      expect(conflicted.phase).toEqual({ kind: 'conflict', theirs });
      const typed = run(conflicted, { type: 'edited', change: { standfirst: 'More of mine.' } });
      expect(wantsSave(typed)).toBe(false);
      expect(typed.draft).toMatchObject({ headline: 'My headline', standfirst: 'More of mine.' });
    });

    it('"Keep mine" saves my words over theirs, based on their revision', () => {
      const kept = run(conflicted, { type: 'keepMine' });
      expect(wantsSave(kept)).toBe(true);
      expect(kept.revision).toBe(5);
      expect(kept.draft.headline).toBe('My headline');
    });

    it('"Use theirs" loads theirs and sets mine aside, where it can be brought back', () => {
      const used = run(conflicted, { type: 'useTheirs' });
      expect(used.draft).toMatchObject({ headline: 'Their headline', bodyHtml: '<p>Their words.</p>' });
      expect(used.revision).toBe(5);
      expect(wantsSave(used)).toBe(false);
      expect(used.setAside?.headline).toBe('My headline');
      const back = run(used, { type: 'bringBackSetAside' });
      expect(back.draft.headline).toBe('My headline');
      expect(back.revision).toBe(5);
      expect(wantsSave(back)).toBe(true);
    });
  });

  it('unsaved words recovered after a reload are saved against the older revision they were typed on', () => {
    const recovered = run(initialAutosave(deskStory({ revision: 6 })), { type: 'recovered', draft: { ...loaded.draft, headline: 'Typed before the crash' }, revision: 3 });
    expect(recovered.revision).toBe(3);
    expect(wantsSave(recovered)).toBe(true);
  });

  it('a publish answered by the server replaces the copy but keeps words typed since', () => {
    const typed = run(loaded, { type: 'edited', change: { standfirst: 'Typed after' } });
    const published = run(typed, { type: 'replaced', story: deskStory({ status: 'published', revision: 4 }), at });
    expect(published.story.status).toBe('published');
    expect(published.revision).toBe(4);
    expect(published.draft.standfirst).toBe('Typed after');
    expect(wantsSave(published)).toBe(true);
  });
});
