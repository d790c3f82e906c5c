/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib/api/api-error';
import { saveStory } from '@/lib/api/desk-stories';
import { useStoryAutosave } from '@/components/desk/editor/useStoryAutosave';
import { deskStory, fakeAutosaveClock } from '../../helpers/desk-story';

jest.mock('@/lib/api/desk-stories', () => ({ ...jest.requireActual('@/lib/api/desk-stories'), saveStory: jest.fn() }));

const wait = fakeAutosaveClock();

describe('useStoryAutosave', () => {
  it('saves once, two seconds after the last change, with the loaded revision', async () => {
    jest.mocked(saveStory).mockResolvedValue(deskStory({ headline: 'Ferries cut', revision: 4 }));
    const { result } = renderHook(() => useStoryAutosave(deskStory()));
    act(() => result.current.edit({ headline: 'Ferries' }));
    await wait(1_500);
    act(() => result.current.edit({ headline: 'Ferries cut' }));
    await wait(1_500);
    expect(saveStory).not.toHaveBeenCalled();
    await wait(600);
    expect(saveStory).toHaveBeenCalledTimes(1);
    expect(saveStory).toHaveBeenCalledWith(41, 3, expect.objectContaining({ headline: 'Ferries cut' }));
    expect(result.current.state.phase.kind).toBe('saved');
    expect(result.current.state.revision).toBe(4);
  });

  it('keeps unsaved words in this browser and offers them back after a reload', async () => {
    jest.mocked(saveStory).mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.'));
    const first = renderHook(() => useStoryAutosave(deskStory()));
    act(() => first.result.current.edit({ bodyHtml: '<p>Typed offline</p>' }));
    await wait(2_100);
    expect(first.result.current.state.phase).toEqual({ kind: 'failed', message: 'We could not reach Pānui.' });
    first.unmount();

    const again = renderHook(() => useStoryAutosave(deskStory()));
    expect(again.result.current.recoverable?.draft.bodyHtml).toBe('<p>Typed offline</p>');
    act(() => again.result.current.recover());
    expect(again.result.current.state.draft.bodyHtml).toBe('<p>Typed offline</p>');
    expect(again.result.current.recoverable).toBeNull();
  });

  it('a conflict stops autosaving; "Keep mine" re-saves with their revision', async () => {
    const theirs = deskStory({ revision: 7, headline: 'Their headline' });
    jest.mocked(saveStory).mockRejectedValueOnce(new ApiError(409, 'STORY_CONFLICT', 'Someone else saved.', undefined, { current: theirs }));
    const { result } = renderHook(() => useStoryAutosave(deskStory()));
    act(() => result.current.edit({ headline: 'My headline' }));
    await wait(2_100);
    expect(result.current.state.phase).toEqual({ kind: 'conflict', theirs });
    act(() => result.current.edit({ standfirst: 'Still typing' }));
    await wait(5_000);
    expect(saveStory).toHaveBeenCalledTimes(1);

    jest.mocked(saveStory).mockResolvedValueOnce(deskStory({ revision: 8, headline: 'My headline', standfirst: 'Still typing' }));
    act(() => result.current.dispatch({ type: 'keepMine' }));
    await wait(2_100);
    expect(saveStory).toHaveBeenLastCalledWith(41, 7, expect.objectContaining({ headline: 'My headline', standfirst: 'Still typing' }));
    expect(result.current.state.phase.kind).toBe('saved');
  });
});
