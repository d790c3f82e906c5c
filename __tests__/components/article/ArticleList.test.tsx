/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleList } from '@/components/article/ArticleList';
import { shownDate } from '@/lib/dates/shown-date';

const card = (id: number, title: string) => ({
  id,
  title,
  standfirst: 'Standfirst.',
  path: `/sport/01-11-2026/story-${id}`,
  published: shownDate('2026-11-01T00:00:00Z'),
  category: { name: 'Sport' },
  author: { name: 'Tom Mackenzie' },
});

describe('ArticleList', () => {
  it('puts its h2 above the cards’ h3 headlines', () => {
    render(<ArticleList heading="Latest in Sport" articles={[card(1, 'Black Ferns win'), card(2, 'Netball final')]} />);
    expect(screen.getByRole('region', { name: 'Latest in Sport' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest in Sport' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Black Ferns win', 'Netball final']);
    expect(screen.getByRole('link', { name: 'Netball final' })).toHaveAttribute('href', '/sport/01-11-2026/story-2');
  });

  it('says so when there are no stories', () => {
    render(<ArticleList heading="Latest in Climate" articles={[]} />);
    expect(screen.getByText(/No stories here yet/)).toBeInTheDocument();
  });
});
