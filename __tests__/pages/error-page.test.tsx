/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import ErrorRoute from '@/pages/_error';

jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));

describe('the error page', () => {
  it('answers a bad address (400) with the not-found words, no apology and no second logo', () => {
    render(<ErrorRoute statusCode={400} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find that page");
    expect(screen.queryByText(/look into it/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Try again in a moment/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the apology, the logo and the reference for a server fault', () => {
    render(<ErrorRoute statusCode={500} reference="ref-1" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Really sorry, but we've encountered an error!");
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('ref-1')).toBeInTheDocument();
  });
});
