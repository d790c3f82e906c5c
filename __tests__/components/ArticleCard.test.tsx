/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleCard } from '@/components/article/ArticleCard';
import { BookmarksContext } from '@/context/BookmarksProvider';
import { shownDate } from '@/lib/dates/shown-date';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {} }) }));

describe('ArticleCard', () => {
  it('links the headline to the article and shows the NZ date', () => {
    render(
      <ArticleCard
        article={{
          title: 'Ferry timetable changes for summer',
          standfirst: 'More sailings on weekends.',
          path: '/news/22-11-2026/ferry-timetable',
          published: shownDate('2026-11-21T11:30:00Z'),
          category: { name: 'News' },
          author: { name: 'Ben Harrington' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ferry timetable changes for summer' })).toHaveAttribute('href', '/news/22-11-2026/ferry-timetable');
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22T00:30:00+13:00');
  });

  it('escapes text rather than rendering it as HTML', () => {
    render(
      <ArticleCard
        article={{ title: '<img src=x onerror=alert(1)>', standfirst: '', path: '/x', published: shownDate('2026-11-21T00:00:00Z'), category: { name: 'News' }, author: { name: 'A' } }}
      />,
    );
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has a bookmark button named after its story when it knows the article’s id', () => {
    const bookmarks = { status: 'ready' as const, isBookmarked: (id: number) => id === 4, setBookmarked: jest.fn(async () => true) };
    render(
      <BookmarksContext.Provider value={bookmarks}>
        <ArticleCard article={{ id: 4, title: 'Ferry timetable', standfirst: '', path: '/x', published: shownDate('2026-11-21T00:00:00Z'), category: { name: 'News' }, author: { name: 'A' } }} />
      </BookmarksContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Bookmark: Ferry timetable' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows how many comments a story has, and nothing when it has none', () => {
    const story = { title: 'Ferry', standfirst: '', path: '/x', published: shownDate('2026-11-21T00:00:00Z'), category: { name: 'News' }, author: { name: 'A' } };
    const { rerender } = render(<ArticleCard article={{ ...story, commentCount: 12 }} />);
    expect(screen.getByText(/12 comments/)).toBeInTheDocument();
    rerender(<ArticleCard article={{ ...story, commentCount: 1 }} />);
    expect(screen.getByText(/1 comment$/)).toBeInTheDocument();
    rerender(<ArticleCard article={{ ...story, commentCount: 0 }} />);
    expect(screen.queryByText(/comment/)).not.toBeInTheDocument();
  });
});
