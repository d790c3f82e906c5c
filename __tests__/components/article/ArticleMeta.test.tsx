/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ArticleMeta } from '@/components/article/ArticleMeta';
import { articleHead } from '@/lib/articles/article-structured-data';

// next/head only collects tags inside a Next app; rendering its children in place shows what it is given.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const canonicalUrl = 'https://panui.example.nz/politics/22-11-2026/budget-day';

describe('ArticleMeta', () => {
  it('renders the canonical link, meta tags and JSON-LD that article text cannot break out of', () => {
    render(
      <ArticleMeta
        head={articleHead(
          {
            title: 'Budget </script><script>alert(1)</script>',
            standfirst: 'Tax & rents',
            publishedAt: '2026-11-21T20:30:00.000Z',
            category: { slug: 'politics', name: 'Politics' },
            authors: [{ slug: 'aroha-tane', name: 'Aroha Tāne' }],
            tags: [
              { slug: 'housing', name: 'Housing' },
              { slug: 'elections', name: 'Elections' },
            ],
          },
          canonicalUrl,
        )}
      />,
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl);
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Budget </script><script>alert(1)</script>');
    expect([...document.querySelectorAll('meta[property="article:tag"]')].map((m) => m.getAttribute('content'))).toEqual(['Housing', 'Elections']);
    // A name attribute on these would make next/head keep only the first of each.
    expect(document.querySelector('meta[property][name]')).toBeNull();
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');

    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(scripts[0]?.innerHTML).not.toContain('<');
    const jsonLd = JSON.parse(scripts[0]?.textContent ?? '') as { headline: string; author: { url: string }[] };
    expect(jsonLd.headline).toBe('Budget </script><script>alert(1)</script>');
    expect(jsonLd.author[0]?.url).toBe('https://panui.example.nz/author/aroha-tane');
  });
});
