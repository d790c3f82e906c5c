/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { site, siteSections } from '@/lib/site';

describe('SiteFooter', () => {
  it('leads to every section and the site’s other pages with links the router opens, the feed and the newsroom’s address', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const sections = within(within(footer).getByRole('region', { name: 'Sections' })).getAllByRole('link');
    expect(sections.map((link) => link.getAttribute('href'))).toEqual(siteSections.map(({ slug }) => `/${slug}`));
    for (const name of ['Podcasts', 'Support us', 'Your reading history', 'About us', 'Privacy policy']) {
      // PageLinks, not prefetched: usePageLinks opens them without a reload.
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('data-page-link', 'no-prefetch');
    }
    expect(within(footer).getByRole('link', { name: 'RSS feed' })).not.toHaveAttribute('data-page-link');
    expect(within(footer).getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`);
  });

  it('hydrates the server’s footer as it is, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteFooter />);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SiteFooter />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
  });

  it('writes a newsroom’s own name, tagline and address as text', () => {
    const previous = { ...process.env };
    Object.assign(process.env, { NEXT_PUBLIC_SITE_NAME: 'Tā <i>Kōrero</i>', NEXT_PUBLIC_SITE_TAGLINE: 'News & "views"', NEXT_PUBLIC_SITE_CONTACT_EMAIL: 'tips@example.nz"><script>' });
    try {
      jest.isolateModules(() => {
        const { SiteFooter: Footer } = jest.requireActual<{ SiteFooter: typeof SiteFooter }>('@/components/layout/SiteFooter');
        render(<Footer />);
      });
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveTextContent('Tā <i>Kōrero</i>: News & "views". Tips, corrections and questions: tips@example.nz"><script>');
      expect(footer.querySelector('i, script')).toBeNull();
    } finally {
      process.env = previous;
    }
  });
});
