/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ListPagination } from '@/components/article/ListPagination';

// next/head only collects tags inside a Next app; rendering its children in place shows what it is given.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
const headLink = (rel: string) => document.querySelector(`link[rel="${rel}"]`);

describe('ListPagination', () => {
  it('links only to older stories from page 1', () => {
    render(<ListPagination basePath="/sport" page={1} hasMore />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 1');
    expect(screen.getByRole('link', { name: 'Older stories' })).toHaveAttribute('href', '/sport?page=2');
    expect(screen.queryByRole('link', { name: 'Newer stories' })).toBeNull();
  });

  it('links page 2 back to the plain address', () => {
    render(<ListPagination basePath="/author/sophie-lin" page={2} hasMore={false} />);
    expect(screen.getByRole('link', { name: 'Newer stories' })).toHaveAttribute('href', '/author/sophie-lin');
    expect(screen.queryByRole('link', { name: 'Older stories' })).toBeNull();
  });

  it('links both ways in the middle', () => {
    render(<ListPagination basePath="/news" page={3} hasMore />);
    expect(screen.getByRole('link', { name: 'Newer stories' })).toHaveAttribute('href', '/news?page=2');
    expect(screen.getByRole('link', { name: 'Older stories' })).toHaveAttribute('href', '/news?page=4');
  });

  it('names the pages before and after in the head too, for crawlers', () => {
    render(<ListPagination basePath="/news" page={2} hasMore />);
    expect(headLink('prev')).toHaveAttribute('href', '/news');
    expect(headLink('next')).toHaveAttribute('href', '/news?page=3');
  });

  it('names no next page in the head on the last page', () => {
    render(<ListPagination basePath="/news" page={4} hasMore={false} />);
    expect(headLink('prev')).toHaveAttribute('href', '/news?page=3');
    expect(headLink('next')).toBeNull();
  });

  it('says previous and next for a curated collection', () => {
    render(<ListPagination basePath="/getting-around" page={2} hasMore order="curated" />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/getting-around');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/getting-around?page=3');
  });

  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<ListPagination basePath="/news" page={1} hasMore={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a query the address already carries, for search results', () => {
    render(<ListPagination basePath="/search?q=kiwi+%26+kea" page={2} hasMore order="curated" />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=kiwi+%26+kea');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?q=kiwi+%26+kea&page=3');
  });
});
