/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/error/ErrorBoundary';
import { ErrorPage } from '@/components/error/ErrorPage';

describe('ErrorPage', () => {
  it('shows the logo, the apology, that the error is logged, the child message and a Home link to /', () => {
    render(<ErrorPage>Error 500.</ErrorPage>);
    expect(screen.getByRole('img', { name: 'Pānui' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Really sorry, but we've encountered an error!" })).toBeInTheDocument();
    expect(screen.getByText(/error is being logged/i)).toBeInTheDocument();
    expect(screen.getByText('Error 500.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/quote this reference/)).not.toBeInTheDocument();
  });

  it('gives the reader the reference to quote when there is one', () => {
    render(<ErrorPage reference="3f0c2a9b-e0d3-4b7c-8a1e-2f3d4c5b6a79">Error 500.</ErrorPage>);
    expect(screen.getByText('If you write to us about it, quote this reference:')).toBeInTheDocument();
    expect(screen.getByText('3f0c2a9b-e0d3-4b7c-8a1e-2f3d4c5b6a79')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('The quiz data was malformed');
  }

  it('replaces a crashed page with the error page and reports it to /api/logger', () => {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    // jsdom has no fetch; this records what the boundary sends instead of sending it.
    window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return { ok: true, status: 201 } as Response;
    });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('heading', { name: "Really sorry, but we've encountered an error!" })).toBeInTheDocument();
    expect(screen.getByText('The quiz data was malformed')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/logger');
    expect(sent[0]?.body).toMatchObject({
      message: 'Render error: The quiz data was malformed',
      error: { name: 'Error', message: 'The quiz data was malformed' },
      userAgent: expect.any(String),
    });
    expect(String(sent[0]?.body.callstack)).toContain('Broken');
  });
});
