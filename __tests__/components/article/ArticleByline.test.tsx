/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleByline } from '@/components/article/ArticleByline';
import { shownDate } from '@/lib/dates/shown-date';

describe('ArticleByline', () => {
  it('links every author to their page and joins the names', () => {
    render(
      <ArticleByline
        authors={[
          { slug: 'aroha-tane', name: 'Aroha Tāne' },
          { slug: 'james-whitcombe', name: 'James Whitcombe' },
          { slug: 'priya-nair', name: 'Priya Nair' },
        ]}
        published={shownDate('2026-11-21T11:30:00Z')}
      />,
    );
    expect(screen.getByText(/^By /)).toHaveTextContent('By Aroha Tāne, James Whitcombe and Priya Nair · 22 November 2026');
    expect(screen.getByRole('link', { name: 'Priya Nair' })).toHaveAttribute('href', '/author/priya-nair');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('names a single author alone', () => {
    render(<ArticleByline authors={[{ slug: 'sophie-lin', name: 'Sophie Lin' }]} published={shownDate('2026-11-21T11:30:00Z')} />);
    expect(screen.getByText(/^By /)).toHaveTextContent(/^By Sophie Lin · 22 November 2026$/);
  });
});
