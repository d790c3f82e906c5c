/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleBody } from '@/components/article/ArticleBody';
import { shownDate } from '@/lib/dates/shown-date';

const article = {
  id: 1,
  slug: 'budget-day',
  title: 'Budget day',
  standfirst: 'What changed.',
  path: '/politics/20-11-2026/budget-day',
  publishedAt: '2026-11-20T00:00:00.000Z',
  published: shownDate('2026-11-20T00:00:00.000Z'),
  layouts: ['feature'],
  bodyHtml: '<p>The body.</p>',
  category: { slug: 'politics', name: 'Politics' },
  authors: [{ slug: 'aroha-tane', name: 'Aroha Tāne' }],
  categories: [{ slug: 'politics', name: 'Politics' }],
  tags: [{ slug: 'housing', name: 'Housing' }],
};

describe('ArticleBody', () => {
  it('renders the kicker, an h1 heading, byline, body and topics', () => {
    render(<ArticleBody article={article} age="new" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Budget day' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Politics' })[0]).toHaveAttribute('href', '/politics');
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aroha Tāne' })).toHaveAttribute('href', '/author/aroha-tane');
    expect(screen.getByText('The body.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Housing' })).toHaveAttribute('href', '/housing');
  });

  it('uses an h2 for an article added below the page', () => {
    render(<ArticleBody article={article} age="old" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Budget day' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
