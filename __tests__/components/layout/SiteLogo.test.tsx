/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';

const shapes = (svg: Element) =>
  [...svg.children].map((child) => ({
    name: child.tagName.toLowerCase(),
    text: child.textContent,
    attributes: Object.fromEntries([...child.attributes].map(({ name, value }) => [name, value])),
  }));

async function renderLogo(logo: string | undefined) {
  const saved = process.env.NEXT_PUBLIC_SITE_LOGO;
  if (logo === undefined) delete process.env.NEXT_PUBLIC_SITE_LOGO;
  else process.env.NEXT_PUBLIC_SITE_LOGO = logo;
  jest.resetModules();
  try {
    const { SiteLogo } = await import('@/components/layout/SiteLogo');
    return render(<SiteLogo />).container;
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_LOGO;
    else process.env.NEXT_PUBLIC_SITE_LOGO = saved;
  }
}

describe('SiteLogo', () => {
  it('draws the built-in logo in the page, shape for shape as public/logo.svg, and asks for no image', async () => {
    const container = await renderLogo(undefined);
    expect(container.querySelector('img')).toBeNull();
    const drawn = container.querySelector('svg');
    expect(drawn).toHaveAttribute('aria-hidden', 'true');
    const file = new DOMParser().parseFromString(readFileSync(join(process.cwd(), 'public/logo.svg'), 'utf8'), 'image/svg+xml').documentElement;
    expect(shapes(drawn!)).toEqual(shapes(file));
    expect(drawn!.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
  });

  it('shows a newsroom’s own logo as an image', async () => {
    const container = await renderLogo('/brand/masthead.png');
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/brand/masthead.png');
  });
});
