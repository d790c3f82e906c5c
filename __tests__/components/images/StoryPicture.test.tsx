/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { StoryPicture } from '@/components/images/StoryPicture';
import { FeaturePicture } from '@/components/images/FeaturePicture';

const image = { storageKey: 'ab12cd', width: 1600, height: 900, widths: [320, 640, 960, 1280], alt: 'Ferry leaving Devonport', caption: 'The 7.10 sailing.', credit: 'Photo: Mere Tai' };

describe('StoryPicture', () => {
  it('offers AVIF and WebP sources and a JPEG img at every width, with the sizes it is drawn at', () => {
    render(<StoryPicture image={image} sizes="100vw" />);
    const sources = [...document.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/media/ab12cd/320.avif 320w, /media/ab12cd/640.avif 640w, /media/ab12cd/960.avif 960w, /media/ab12cd/1280.avif 1280w');
    expect(sources[1]).toHaveAttribute('srcset', expect.stringContaining('/media/ab12cd/1280.webp 1280w'));
    expect(sources.every((source) => source.getAttribute('sizes') === '100vw')).toBe(true);
    const img = document.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/media/ab12cd/960.jpg');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/media/ab12cd/320.jpg 320w'));
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('reserves its box with width and height, has alt text, and loads lazily by default', () => {
    render(<StoryPicture image={image} sizes="100vw" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('alt', 'Ferry leaving Devonport');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the priority (LCP) picture at once, with high priority', () => {
    render(<StoryPicture image={image} sizes="100vw" priority alt="" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
  });
});

describe('FeaturePicture', () => {
  it('is a figure with the caption and credit under the picture', () => {
    render(<FeaturePicture image={image} priority />);
    expect(document.querySelector('figure img')).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('figcaption')).toHaveTextContent('The 7.10 sailing.Photo: Mere Tai');
  });

  it('has no empty caption when the desk wrote none', () => {
    render(<FeaturePicture image={{ ...image, caption: '', credit: '' }} />);
    expect(document.querySelector('figcaption')).toBeNull();
  });
});
