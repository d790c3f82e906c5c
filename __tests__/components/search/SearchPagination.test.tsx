/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SearchPagination } from '@/components/search/SearchPagination';

describe('SearchPagination', () => {
  it('keeps the query in both links, and page 1 has no page parameter', () => {
    render(<SearchPagination query="kiwi & kea" page={2} hasMore />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=kiwi+%26+kea');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?q=kiwi+%26+kea&page=3');
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<SearchPagination query="kea" page={1} hasMore={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
