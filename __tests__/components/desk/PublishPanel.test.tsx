/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PublishPanel } from '@/components/desk/editor/PublishPanel';
import { ApiError } from '@/lib/api/api-error';
import { createPreviewLink, publishStory, unpublishStory } from '@/lib/api/desk-stories';
import { deskStory } from '../../helpers/desk-story';

jest.mock('@/lib/api/desk-stories', () => ({ ...jest.requireActual('@/lib/api/desk-stories'), publishStory: jest.fn(), unpublishStory: jest.fn(), createPreviewLink: jest.fn() }));

beforeEach(() => jest.resetAllMocks());

const setup = (story = deskStory(), role: 'contributor' | 'editor' = 'editor') => {
  const saveFirst = jest.fn().mockResolvedValue({ ...story, revision: story.revision + 1 });
  const onChanged = jest.fn();
  render(<PublishPanel story={story} role={role} saveFirst={saveFirst} onChanged={onChanged} />);
  return { saveFirst, onChanged };
};

describe('PublishPanel', () => {
  it('a contributor sees no publish buttons, only who publishes', () => {
    setup(deskStory({ permissions: { edit: true, publish: false } }), 'contributor');
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule…' })).not.toBeInTheDocument();
    expect(screen.getByText("An editor publishes contributors' stories.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('"Publish now" saves first, then publishes the saved revision', async () => {
    const published = deskStory({ status: 'published', revision: 5, publishedAt: '2026-11-25T06:00:00.000Z' });
    jest.mocked(publishStory).mockResolvedValue(published);
    const { saveFirst, onChanged } = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish now' })));
    expect(saveFirst).toHaveBeenCalled();
    expect(publishStory).toHaveBeenCalledWith(41, 4);
    expect(onChanged).toHaveBeenCalledWith(published);
    expect(screen.getByText('Published.')).toBeInTheDocument();
  });

  it('lists what a story lacks when the server says it is not ready', async () => {
    jest.mocked(publishStory).mockRejectedValue(new ApiError(422, 'STORY_NOT_READY', 'This story is not ready to publish.', undefined, { problems: ['Add a category.', 'Add body text.'] }));
    setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish now' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This story is not ready to publish.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Add a category.', 'Add body text.']);
  });

  it('schedules at a New Zealand time, labelled with the zone kept then', async () => {
    jest.mocked(publishStory).mockResolvedValue(deskStory({ status: 'scheduled', revision: 5, publishedAt: '2026-11-30T20:30:00.000Z' }));
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    fireEvent.change(screen.getByLabelText(/^Publish at/), { target: { value: '2026-12-01T09:30' } });
    expect(screen.getByLabelText('Publish at (New Zealand time, NZDT)')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(publishStory).toHaveBeenCalledWith(41, 4, '2026-11-30T20:30:00.000Z');
    expect(screen.getByText(/^Scheduled for 1 Dec 2026, 9:30 am NZDT/)).toBeInTheDocument();
  });

  it('unpublishes a published story', async () => {
    jest.mocked(unpublishStory).mockResolvedValue(deskStory({ status: 'unpublished', revision: 6 }));
    setup(deskStory({ status: 'published', revision: 5, publishedAt: '2026-11-25T06:00:00.000Z' }));
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unpublish' })));
    expect(unpublishStory).toHaveBeenCalledWith(41, 6);
  });

  it('shows a preview link with a Copy button', async () => {
    jest.mocked(createPreviewLink).mockResolvedValue({ url: 'https://panui.test/preview/abc', expiresAt: '2026-11-26T06:00:00.000Z' });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByLabelText(/^Preview link/)).toHaveValue('https://panui.test/preview/abc');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('https://panui.test/preview/abc');
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });
});
