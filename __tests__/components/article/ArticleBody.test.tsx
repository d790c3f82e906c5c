/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('takes over a page whose props leave the body out, keeping the body its HTML holds (decision 327)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ArticleBody article={{ ...article, id: 7, bodyHtml: '<p>Sent once, in the HTML.</p>' }} age="new" />);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, <ArticleBody article={{ ...article, id: 7, bodyHtml: null }} age="new" />, { onRecoverableError: (error) => console.error(error) });
      });
      expect(container.querySelector('[data-article-body="7"]')?.innerHTML).toBe('<p>Sent once, in the HTML.</p>');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
