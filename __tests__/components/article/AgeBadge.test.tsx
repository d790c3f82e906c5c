/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AgeBadge } from '@/components/article/AgeBadge';

describe('AgeBadge', () => {
  it('shows "New" and says what it means', () => {
    render(<AgeBadge age="new" />);
    expect(screen.getByText('New', { exact: false })).toHaveTextContent('New: published in the last week');
  });

  it('shows "Recent" and says what it means', () => {
    render(<AgeBadge age="recent" />);
    expect(screen.getByText('Recent', { exact: false })).toHaveTextContent('Recent: published one to four weeks ago');
  });

  it('renders nothing for an old article', () => {
    const { container } = render(<AgeBadge age="old" />);
    expect(container).toBeEmptyDOMElement();
  });
});
