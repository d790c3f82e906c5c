/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SitePage } from '@/components/site-pages/SitePage';

// next/head only collects tags inside a Next app; rendering its children in place shows what the page gives it.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const saved = {
  slug: 'privacy' as const,
  title: 'Privacy policy',
  bodyHtml: '<h2>Your account</h2><p>We keep your name and email address.</p>',
  description: 'What we collect and why.',
  updated: { iso: '2026-11-27T09:30:00+13:00', text: '27 November 2026' },
};

describe('SitePage', () => {
  it('shows the page’s title, its text as an article body, and when the newsroom last changed it', () => {
    render(<SitePage page={saved} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('We keep your name and email address.')).toBeInTheDocument();
    const date = screen.getByText('27 November 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2026-11-27T09:30:00+13:00');
    expect(date.parentElement).toHaveTextContent('Last updated 27 November 2026');
  });

  it('gives no date for the default text, which the newsroom has not written', () => {
    render(<SitePage page={{ ...saved, updated: null }} />);
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});
