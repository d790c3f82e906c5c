/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ArticleTopics } from '@/components/article/ArticleTopics';

describe('ArticleTopics', () => {
  it('links categories and tags to their lists', () => {
    render(
      <ArticleTopics
        categories={[
          { slug: 'politics', name: 'Politics' },
          { slug: 'news', name: 'News' },
        ]}
        tags={[{ slug: 'housing', name: 'Housing' }]}
      />,
    );
    const sections = screen.getByRole('list', { name: 'Sections' });
    expect(within(sections).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/politics', '/news']);
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'Housing' })).toHaveAttribute('href', '/housing');
  });

  it('leaves out an empty list', () => {
    render(<ArticleTopics categories={[{ slug: 'news', name: 'News' }]} tags={[]} />);
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });
});
