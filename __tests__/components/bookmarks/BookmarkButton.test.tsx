/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BookmarkButton } from '@/components/bookmarks/BookmarkButton';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { BookmarksProvider } from '@/context/BookmarksProvider';
import { addBookmark, getBookmarkIds, removeBookmark } from '@/lib/api/bookmarks';
import { rememberPendingBookmark } from '@/lib/bookmarks/pending-bookmark';
import { analyticsSpy } from '../../helpers/analytics';
import { authValue, fakeUser } from '../auth/auth-value';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/news/22-11-2026/ferry-timetable', query: {} }) }));
jest.mock('@/lib/api/bookmarks', () => ({ getBookmarkIds: jest.fn(), addBookmark: jest.fn(), removeBookmark: jest.fn(), listBookmarks: jest.fn() }));

function renderButtons(auth: AuthContextValue) {
  const analytics = analyticsSpy();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>
      <analytics.wrapper>
        <BookmarksProvider>{children}</BookmarksProvider>
      </analytics.wrapper>
    </AuthContext.Provider>
  );
  render(
    <>
      <BookmarkButton articleId={7} title="Ferry timetable changes" />
      <BookmarkButton articleId={8} title="Netball final" />
    </>,
    { wrapper },
  );
  return analytics;
}

const member = () => authValue({ user: fakeUser() });
const button = (title: string) => screen.getByRole('button', { name: `Bookmark: ${title}` });

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  jest.mocked(getBookmarkIds).mockResolvedValue({ articleIds: [7] });
  jest.mocked(addBookmark).mockImplementation(async (articleId) => ({ articleId, createdAt: '2026-11-22T00:00:00Z' }));
  jest.mocked(removeBookmark).mockImplementation(async (articleId) => ({ articleId, removed: true }));
});

describe('BookmarkButton for a member', () => {
  it('shows which stories are bookmarked from one call for the member’s ids', async () => {
    renderButtons(member());
    await waitFor(() => expect(button('Ferry timetable changes')).toHaveAttribute('aria-pressed', 'true'));
    expect(button('Netball final')).toHaveAttribute('aria-pressed', 'false');
    expect(getBookmarkIds).toHaveBeenCalledTimes(1);
  });

  it('bookmarks and un-bookmarks from the keyboard, reporting bookmark_add and bookmark_remove', async () => {
    const { track } = renderButtons(member());
    await waitFor(() => expect(button('Ferry timetable changes')).toHaveAttribute('aria-pressed', 'true'));
    const reader = userEvent.setup();
    button('Netball final').focus();
    await reader.keyboard('{Enter}');
    await waitFor(() => expect(button('Netball final')).toHaveAttribute('aria-pressed', 'true'));
    expect(addBookmark).toHaveBeenCalledWith(8);
    expect(track).toHaveBeenCalledWith('bookmark_add', { article_id: 8 });
    await reader.keyboard(' ');
    await waitFor(() => expect(button('Netball final')).toHaveAttribute('aria-pressed', 'false'));
    expect(removeBookmark).toHaveBeenCalledWith(8);
    expect(track).toHaveBeenLastCalledWith('bookmark_remove', { article_id: 8 });
  });

  it('puts the button back and says so when the bookmark could not be saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(addBookmark).mockRejectedValue(new Error('offline'));
    const { track } = renderButtons(member());
    await waitFor(() => expect(button('Ferry timetable changes')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.setup().click(button('Netball final'));
    expect(await screen.findByRole('alert')).toHaveTextContent('That bookmark could not be saved. Please try again.');
    expect(button('Netball final')).toHaveAttribute('aria-pressed', 'false');
    expect(track).not.toHaveBeenCalled();
  });

  it('makes the bookmark a visitor asked for before signing in, once', async () => {
    rememberPendingBookmark(8);
    const { track } = renderButtons(member());
    await waitFor(() => expect(button('Netball final')).toHaveAttribute('aria-pressed', 'true'));
    expect(addBookmark).toHaveBeenCalledWith(8);
    expect(track).toHaveBeenCalledWith('bookmark_add', { article_id: 8 });
    expect(window.localStorage.length).toBe(0);
  });
});

describe('BookmarkButton for a visitor', () => {
  it.each([
    ['nobody', authValue()],
    ['an anonymous user', authValue({ user: fakeUser({ isAnonymous: true, email: null }) })],
  ])('asks %s to sign in, and remembers the bookmark only when they go to sign in', async (_who, auth) => {
    renderButtons(auth);
    const reader = userEvent.setup();
    await reader.click(button('Netball final'));
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent('Sign in to bookmark this story.');
    expect(button('Netball final')).toHaveAttribute('aria-pressed', 'false');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/sign-in?next=%2Fnews%2F22-11-2026%2Fferry-timetable');
    expect(window.localStorage.length).toBe(0);
    signIn.addEventListener('click', (event) => event.preventDefault());
    await reader.click(signIn);
    expect(JSON.parse(window.localStorage.getItem('panui.pendingBookmark') ?? '{}')).toMatchObject({ articleId: 8 });
    expect(getBookmarkIds).not.toHaveBeenCalled();
    expect(addBookmark).not.toHaveBeenCalled();
  });

  it('is not shown outside the bookmarks provider (a card rendered on its own)', () => {
    render(<BookmarkButton articleId={7} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
