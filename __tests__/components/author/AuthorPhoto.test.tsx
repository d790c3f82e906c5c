/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AuthorPhoto } from '@/components/author/AuthorPhoto';

describe('AuthorPhoto', () => {
  it('shows the photo with its alt text, its width and height (no layout shift) and every variant, drawn 6rem wide', () => {
    render(<AuthorPhoto photo={{ storageKey: 'ab12cd34', width: 800, height: 1000, widths: [320, 640, 800], alt: 'Aroha Ngata smiling', caption: '', credit: '' }} />);
    const img = screen.getByRole('img', { name: 'Aroha Ngata smiling' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('sizes', '6rem');
    expect(img.getAttribute('srcset')).toBe('/media/ab12cd34/320.jpg 320w, /media/ab12cd34/640.jpg 640w, /media/ab12cd34/800.jpg 800w');
    expect(img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('/media/ab12cd34/640.avif 640w');
    // Above the fold beside the author's name: fetched at once rather than lazily.
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
