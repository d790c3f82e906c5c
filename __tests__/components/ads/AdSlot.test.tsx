/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AdSlot } from '@/components/ads/AdSlot';
import { FullScreenAd } from '@/components/ads/FullScreenAd';

/** A stand-in for GPT that runs queued commands at once and records what the page asked of it. */
function fakeGoogleTag() {
  const pubads = { enableLazyLoad: jest.fn() };
  const slot: { addService: jest.Mock } = { addService: jest.fn(() => slot) };
  const googletag = {
    cmd: { push: (command: () => void) => command() },
    pubads: () => pubads,
    defineSlot: jest.fn(() => slot),
    defineOutOfPageSlot: jest.fn(() => slot),
    enums: { OutOfPageFormat: { INTERSTITIAL: 'interstitial' } },
    enableServices: jest.fn(),
    display: jest.fn(),
    destroySlots: jest.fn(),
  };
  (window as unknown as { googletag: unknown }).googletag = googletag;
  return { googletag, pubads, slot };
}

const gptScripts = () => document.querySelectorAll('script[src*="securepubads.g.doubleclick.net"]');

describe('ads', () => {
  it('render nothing and load nothing without a configured ad unit', () => {
    const { container } = render(
      <>
        <AdSlot unit="article" sizes={[[300, 250]]} prefix={null} />
        <FullScreenAd prefix={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(gptScripts()).toHaveLength(0);
  });

  it('with an ad unit, load GPT once, lazily with SPEC margins, and keep the slot’s height', () => {
    const { googletag, pubads, slot } = fakeGoogleTag();
    const { unmount } = render(
      <>
        <AdSlot unit="article" sizes={[[300, 250], [320, 100]]} prefix="/1234/panui" />
        <AdSlot unit="home" sizes={[[728, 90]]} prefix="/1234/panui" />
        <FullScreenAd prefix="/1234/panui" />
      </>,
    );
    expect(gptScripts()).toHaveLength(1);
    expect(pubads.enableLazyLoad).toHaveBeenCalledTimes(1);
    expect(pubads.enableLazyLoad).toHaveBeenCalledWith(expect.objectContaining({ fetchMarginPercent: 200, renderMarginPercent: 25 }));
    expect(googletag.defineSlot).toHaveBeenCalledWith('/1234/panui/article', [[300, 250], [320, 100]], expect.stringMatching(/^ad-/));
    expect(googletag.defineOutOfPageSlot).toHaveBeenCalledWith('/1234/panui/interstitial', 'interstitial');
    expect(googletag.display).toHaveBeenCalledTimes(3);

    const [articleAd] = screen.getAllByRole('complementary', { name: 'Advertisement' });
    expect(articleAd?.firstElementChild).toHaveStyle({ minHeight: '250px' });

    unmount();
    expect(googletag.destroySlots).toHaveBeenCalledWith([slot]);
  });
});
