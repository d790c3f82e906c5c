/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookmarkList } from '@/components/bookmarks/BookmarkList';
import { listBookmarks, removeBookmark } from '@/lib/api/bookmarks';
import type { Bookmark } from '@/lib/schemas/bookmarks';

jest.mock('@/lib/api/bookmarks', () => ({ listBookmarks: jest.fn(), removeBookmark: jest.fn(), addBookmark: jest.fn(), getBookmarkIds: jest.fn() }));

const saved = (articleId: number, title: string): Bookmark => ({
  articleId,
  createdAt: '2026-11-21T20:00:00Z',
  article: { title, standfirst: '', path: `/news/21-11-2026/story-${articleId}`, publishedAt: '2026-11-20T20:00:00Z', category: { name: 'News' }, author: { name: 'Ben Harrington' } },
});

beforeEach(() => jest.clearAllMocks());

describe('BookmarkList', () => {
  it('shows the bookmarks with their links, removes one, and loads older ones on request', async () => {
    let removedOnServer = false;
    jest.mocked(listBookmarks).mockImplementation(async (page) => {
      const all = [saved(2, 'Ferry timetable'), saved(1, 'Netball final'), saved(9, 'Budget day')].filter((b) => !(removedOnServer && b.articleId === 2));
      return { bookmarks: all.slice((page - 1) * 2, page * 2), page, hasMore: all.length > page * 2, total: all.length };
    });
    jest.mocked(removeBookmark).mockImplementation(async () => {
      removedOnServer = true;
      return { articleId: 2, removed: true };
    });
    render(<BookmarkList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookmarks…');
    const list = await screen.findByRole('list', { name: 'Your bookmarks, newest first' });
    expect(within(list).getByRole('link', { name: 'Ferry timetable' })).toHaveAttribute('href', '/news/21-11-2026/story-2');
    expect(within(list).getAllByText(/^Saved/)[0]).toHaveTextContent('Saved 22 November 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Remove bookmark: Ferry timetable' }));
    expect(await screen.findByText('Removed “Ferry timetable” from your bookmarks.')).toBeInTheDocument();
    expect(removeBookmark).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('link', { name: 'Ferry timetable' })).toBeNull();

    // After a removal the server's pages have shifted up: the pages so far are read again.
    await userEvent.click(screen.getByRole('button', { name: 'Show older bookmarks' }));
    expect(await screen.findByRole('link', { name: 'Budget day' })).toBeInTheDocument();
    expect(jest.mocked(listBookmarks).mock.calls.map(([page]) => page)).toEqual([1, 1, 2]);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Netball final', 'Budget day']);
    expect(screen.queryByRole('button', { name: 'Show older bookmarks' })).toBeNull();
  });

  it('says how to bookmark when there are none, and says so when they cannot be loaded', async () => {
    jest.mocked(listBookmarks).mockResolvedValueOnce({ bookmarks: [], page: 1, hasMore: false, total: 0 });
    const first = render(<BookmarkList />);
    expect(await screen.findByText(/You have no bookmarks yet/)).toBeInTheDocument();
    first.unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(listBookmarks).mockRejectedValueOnce(new Error('offline'));
    render(<BookmarkList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookmarks could not be loaded. Please try again later.');
  });
});
