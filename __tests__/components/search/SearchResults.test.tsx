/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { type SearchResultProps, SearchResults } from '@/components/search/SearchResults';
import { shownDate } from '@/lib/dates/shown-date';

const result = (id: number, headline: string): SearchResultProps => ({
  article: {
    id,
    title: `Volcano story ${id}`,
    standfirst: 'Ash over the plateau.',
    path: `/news/22-11-2026/volcano-${id}`,
    published: shownDate('2026-11-21T11:30:00Z'),
    category: { name: 'News' },
    author: { name: 'Ben Harrington' },
  },
  headline,
});

describe('SearchResults', () => {
  it('lists results with the highlighted snippet, and renders nothing else from the article as HTML', () => {
    render(<SearchResults query="volcano" heading="Results for “volcano”" results={[result(1, 'The <mark>volcano</mark> erupted &lt;img src=x onerror=alert(1)&gt;')]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “volcano”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volcano story 1' })).toHaveAttribute('href', '/news/22-11-2026/volcano-1');
    const mark = screen.getByText('volcano', { selector: 'mark' });
    expect(mark.parentElement).toHaveTextContent('The volcano erupted <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22T00:30:00+13:00');
  });

  it('shows the standfirst when the body gave no snippet', () => {
    render(<SearchResults query="volcano" heading="Results" results={[result(1, ''), result(2, 'more <mark>volcano</mark>')]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Ash over the plateau.')).toBeInTheDocument();
  });

  it('says so when nothing matches, quoting the query as text', () => {
    render(<SearchResults query="<b>kererū</b>" heading="Results" results={[]} />);
    expect(screen.getByText('No stories match “<b>kererū</b>”.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
