/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SearchForm } from '@/components/search/SearchForm';

describe('SearchForm', () => {
  it('is a GET form to /search that works without JavaScript, showing the last query', () => {
    render(<SearchForm query="ferry timetable" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('ferry timetable');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});
