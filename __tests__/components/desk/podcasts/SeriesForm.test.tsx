/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeriesForm } from '@/components/desk/podcasts/SeriesForm';
import { ApiError } from '@/lib/api/api-error';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskPodcastSeries } from '@/lib/schemas/desk-podcast';

jest.mock('next/router', () => ({ useRouter: () => ({ replace: jest.fn() }) }));
jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn() }));
const call = deskCall as jest.MockedFunction<typeof deskCall>;

const artwork = { storageKey: 'ar7w0rk0aa', width: 1400, height: 1400, widths: [320, 640, 960, 1280, 1400], alt: 'A tūī on a microphone', caption: '', credit: '' };
const series: DeskPodcastSeries = { id: 4, slug: 'tui-talk', title: 'Tūī Talk', description: '', hostAuthorId: null, artworkImageId: 12, artwork, episodes: [] };

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue(series);
});

describe('the podcast series form’s artwork', () => {
  it('shows the chosen artwork and saves its id; taking it away saves none', async () => {
    render(<SeriesForm series={series} authors={[]} />);
    const field = screen.getByRole('group', { name: 'Artwork' });
    expect(within(field).getByRole('img', { name: 'A tūī on a microphone' })).toHaveAttribute('src', '/media/ar7w0rk0aa/320.jpg');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Square, at least 1,400 pixels'));

    await userEvent.click(screen.getByRole('button', { name: 'Save series' }));
    expect(call).toHaveBeenLastCalledWith('PUT', '/podcasts/4', { body: expect.objectContaining({ artworkImageId: 12 }) });

    await userEvent.click(within(field).getByRole('button', { name: 'Remove the picture' }));
    expect(within(field).queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save series' }));
    expect(call).toHaveBeenLastCalledWith('PUT', '/podcasts/4', { body: expect.objectContaining({ artworkImageId: null }) });
  });

  it('shows the server’s refusal of a picture by the Artwork field', async () => {
    call.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Invalid body: artworkImageId names no picture in the media library (id 12)'));
    render(<SeriesForm series={series} authors={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save series' }));
    // In the summary, linked to the field, and by the field itself (which names it for screen readers).
    expect(await screen.findByRole('link', { name: 'Artwork names no picture in the media library (id 12)' })).toHaveAttribute('href', '#artworkImageId');
    expect(screen.getByRole('group', { name: 'Artwork' })).toHaveAccessibleDescription(expect.stringContaining('Artwork names no picture in the media library (id 12)'));
  });
});
