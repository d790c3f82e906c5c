/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { WatchlistList } from '@/components/watchlist/WatchlistList';
import { AuthContext } from '@/context/AuthProvider';
import { getWatchlist, markWatched, removeFromWatchlist } from '@/lib/api/watchlist';
import type { WatchlistItem } from '@/lib/schemas/watchlist';
import { analyticsSpy } from '../../helpers/analytics';
import { authValue, fakeUser } from '../auth/auth-value';

jest.mock('@/lib/api/watchlist', () => ({ getWatchlist: jest.fn(), addToWatchlist: jest.fn(), removeFromWatchlist: jest.fn(), markWatched: jest.fn() }));

const item = (tvShowId: number, slug: string, title: string, watchedAt: string | null = null): WatchlistItem => ({
  tvShowId,
  addedAt: '2026-11-21T20:00:00Z',
  watchedAt,
  show: { id: tvShowId, slug, title, synopsis: '…', whereToWatch: 'On demand', genre: 'Drama', year: 2024, imageUrl: `/tv/${slug}.svg` },
});

function renderList() {
  const analytics = analyticsSpy();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={authValue({ user: fakeUser() })}>
      <analytics.wrapper>{children}</analytics.wrapper>
    </AuthContext.Provider>
  );
  render(<WatchlistList />, { wrapper });
  return analytics;
}

beforeEach(() => jest.clearAllMocks());

describe('WatchlistList', () => {
  it('lists the shows, marks one watched and removes another, reporting each change', async () => {
    jest.mocked(getWatchlist).mockResolvedValue([item(3, 'kainga', 'Kāinga'), item(5, 'tidewater', 'Tidewater', '2026-11-21T21:00:00Z')]);
    jest.mocked(markWatched).mockResolvedValue(item(3, 'kainga', 'Kāinga', '2026-11-22T01:00:00Z'));
    jest.mocked(removeFromWatchlist).mockResolvedValue({ tvShowId: 5, removed: true });
    const { track } = renderList();
    const list = await screen.findByRole('list', { name: 'Your watch list, newest first' });
    expect(within(list).getByRole('link', { name: 'Kāinga' })).toHaveAttribute('href', '/tv/kainga');
    expect(within(list).getByRole('button', { name: 'Watched: Tidewater' })).toHaveAttribute('aria-pressed', 'true');

    const watched = within(list).getByRole('button', { name: 'Watched: Kāinga' });
    expect(watched).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(watched);
    expect(await screen.findByText('Marked Kāinga watched.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Watched: Kāinga' })).toHaveAttribute('aria-pressed', 'true');
    expect(markWatched).toHaveBeenCalledWith(3, true);
    expect(track).toHaveBeenCalledWith('watchlist_watched', { tv_show_id: 3, watched: true });

    await userEvent.click(within(list).getByRole('button', { name: 'Remove from watch list: Tidewater' }));
    expect(await screen.findByText('Removed Tidewater from your watch list.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tidewater' })).toBeNull();
    expect(track).toHaveBeenCalledWith('watchlist_remove', { tv_show_id: 5 });
  });

  it('points an empty list to the TV pages', async () => {
    jest.mocked(getWatchlist).mockResolvedValueOnce([]);
    renderList();
    expect(await screen.findByRole('link', { name: 'TV' })).toHaveAttribute('href', '/tv');
  });

  it('says so when a change could not be saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getWatchlist).mockResolvedValue([item(3, 'kainga', 'Kāinga')]);
    jest.mocked(removeFromWatchlist).mockRejectedValue(new Error('offline'));
    const { track } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from watch list: Kāinga' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kāinga could not be changed. Please try again.');
    expect(screen.getByRole('link', { name: 'Kāinga' })).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });
});
