/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FeedLink } from '@/components/layout/FeedLink';
import { site } from '@/lib/site';

// next/head only collects tags inside a Next app; rendering its children in place shows what it is given.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

describe('FeedLink', () => {
  it('advertises the RSS feed', () => {
    render(<FeedLink />);
    const link = document.querySelector('link[rel="alternate"]');
    expect(link).toHaveAttribute('type', 'application/rss+xml');
    expect(link).toHaveAttribute('href', '/feed');
    expect(link).toHaveAttribute('title', site.name);
  });
});
