/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StoryEditor } from '@/components/desk/editor/StoryEditor';
import { ApiError } from '@/lib/api/api-error';
import { saveStory } from '@/lib/api/desk-stories';
import { deskStory, fakeAutosaveClock } from '../../helpers/desk-story';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/stories/[id]', asPath: '/desk/stories/41', query: {} }) }));
jest.mock('@/lib/api/desk-stories', () => ({ ...jest.requireActual('@/lib/api/desk-stories'), saveStory: jest.fn() }));
// The body editor (TipTap) has its own tests; here a plain field stands in for it.
jest.mock('@/components/desk/editor/BodyEditor', () => ({
  BodyEditor: ({ value, onChange }: { value: string; onChange: (html: string) => void }) => (
    <textarea aria-label="Story body" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

jest.mock('@/components/desk/media/ImagePicker', () => ({
  ImagePicker: ({ open, onPick }: { open: boolean; onPick: (image: unknown) => void }) =>
    open ? (
      <button type="button" onClick={() => onPick({ id: 12, storageKey: 'ab/cd', width: 1600, height: 900, widths: [320, 640], alt: 'The ferry at dawn', caption: '', credit: '', originalName: 'f.jpg', format: 'jpeg', bytes: 1, createdAt: '2026-11-25T00:00:00.000Z' })}>
        Pick the ferry picture
      </button>
    ) : null,
}));

const choices = { categories: [{ slug: 'news', name: 'News' }], authors: [{ slug: 'mere-tapsell', name: 'Mere Tapsell' }] };

const wait = fakeAutosaveClock();

describe('StoryEditor', () => {
  it('saves two seconds after typing and says so in a live region', async () => {
    jest.mocked(saveStory).mockResolvedValue(deskStory({ headline: 'Ferries cut', revision: 4, updatedAt: '2026-11-25T06:41:00.000Z' }));
    render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Ferries cut' } });
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await wait(2_100);
    expect(saveStory).toHaveBeenCalledWith(41, 3, expect.objectContaining({ headline: 'Ferries cut' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved \d\d:\d\d$/);
  });

  it('shows a failed save with Retry, which saves again', async () => {
    jest.mocked(saveStory).mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.'));
    render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    fireEvent.change(screen.getByLabelText('Standfirst'), { target: { value: 'From March.' } });
    await wait(2_100);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: We could not reach Pānui.');
    jest.mocked(saveStory).mockResolvedValueOnce(deskStory({ standfirst: 'From March.', revision: 4 }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(saveStory).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved/);
  });

  it('on a conflict shows both versions; "Use theirs" loads theirs and mine can be brought back', async () => {
    const theirs = deskStory({ revision: 9, headline: 'Their headline', standfirst: 'Their standfirst', bodyHtml: '<p>Their paragraph.</p>' });
    jest.mocked(saveStory).mockRejectedValueOnce(new ApiError(409, 'STORY_CONFLICT', 'Someone saved this story after you opened it.', undefined, { current: theirs }));
    render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'My headline' } });
    await wait(2_100);

    const conflict = screen.getByRole('alert');
    expect(within(within(conflict).getByRole('region', { name: 'Their version' })).getByText('Their paragraph.')).toBeInTheDocument();
    expect(within(within(conflict).getByRole('region', { name: 'Your version' })).getByText('My headline')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Standfirst'), { target: { value: 'Typed during the conflict' } });
    await wait(5_000);
    expect(saveStory).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Use theirs' }));
    expect(screen.getByLabelText('Headline')).toHaveValue('Their headline');
    expect(screen.getByLabelText('Story body')).toHaveValue('<p>Their paragraph.</p>');

    jest.mocked(saveStory).mockResolvedValueOnce(deskStory({ revision: 10, headline: 'My headline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bring back my version' }));
    expect(screen.getByLabelText('Headline')).toHaveValue('My headline');
    expect(screen.getByLabelText('Standfirst')).toHaveValue('Typed during the conflict');
    await wait(2_100);
    expect(saveStory).toHaveBeenLastCalledWith(41, 9, expect.objectContaining({ headline: 'My headline' }));
  });

  it('"Keep mine" saves my words over theirs', async () => {
    const theirs = deskStory({ revision: 9, headline: 'Their headline' });
    jest.mocked(saveStory).mockRejectedValueOnce(new ApiError(409, 'STORY_CONFLICT', 'Conflict.', undefined, { current: theirs })).mockResolvedValueOnce(deskStory({ revision: 10, headline: 'My headline' }));
    render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'My headline' } });
    await wait(2_100);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await wait(2_100);
    expect(saveStory).toHaveBeenLastCalledWith(41, 9, expect.objectContaining({ headline: 'My headline' }));
    expect(screen.queryByRole('button', { name: 'Keep mine' })).not.toBeInTheDocument();
  });

  it('offers back unsaved words this browser kept from before a reload', async () => {
    jest.mocked(saveStory).mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'Offline.'));
    const first = render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Typed before the reload' } });
    first.unmount();

    render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    expect(screen.getByLabelText('Headline')).toHaveValue('Ferry timetable changes');
    fireEvent.click(screen.getByRole('button', { name: 'Bring back my unsaved changes' }));
    expect(screen.getByLabelText('Headline')).toHaveValue('Typed before the reload');
  });

  it('orders categories: the first is primary and drives the URL', () => {
    render(<StoryEditor story={deskStory({ categorySlugs: [] })} choices={{ ...choices, categories: [...choices.categories, { slug: 'sport', name: 'Sport' }] }} role="editor" />);
    fireEvent.change(screen.getByLabelText('Add to categories'), { target: { value: 'news' } });
    fireEvent.change(screen.getByLabelText('Add to categories'), { target: { value: 'sport' } });
    expect(screen.getByText(/^URL:/).textContent).toMatch(/^URL: \/news\//);
    fireEvent.click(screen.getByRole('button', { name: 'Move Sport up' }));
    expect(screen.getByText(/^URL:/).textContent).toMatch(/^URL: \/sport\/\d\d-\d\d-\d{4}\/ferry-timetable/);
  });

  it('a feature image picked shows with its alt text and is saved by id', async () => {
    jest.mocked(saveStory).mockResolvedValue(deskStory({ revision: 4, featureImageId: 12 }));
    render(<StoryEditor story={deskStory()} choices={choices} role="editor" />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose feature image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick the ferry picture' }));
    expect(screen.getByRole('img', { name: 'The ferry at dawn' })).toHaveAttribute('src', '/media/ab/cd/640.jpg');
    expect(screen.getByText('Alt text: The ferry at dawn')).toBeInTheDocument();
    await wait(2_100);
    expect(saveStory).toHaveBeenCalledWith(41, 3, expect.objectContaining({ featureImageId: 12 }));
  });
});
