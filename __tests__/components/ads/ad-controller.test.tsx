/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { AdPlace } from '@/components/ads/AdPlace';
import { addArticleAdPlaces, showAds } from '@/lib/ads/ad-controller';

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
const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => `<p>Paragraph ${i + 1}</p>`).join('');

/** jsdom lays nothing out: every element is at top 0. Places get the tops given here, by data-ad-slot order. */
function placeTops(tops: number[]) {
  let index = 0;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.dataset.adSlot !== undefined ? (tops[index++] ?? 0) : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ad places', () => {
  it('render nothing on a site built without an ad unit', () => {
    const { container } = render(<AdPlace unit="home" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('go between an article body\'s paragraphs after every AD_PARAGRAPHS, and not twice', () => {
    document.body.innerHTML = `<div data-ad-paragraphs="3">${paragraphs(7)}<h2>Sub</h2><ul><li>x</li></ul></div>`;
    expect(addArticleAdPlaces(document)).toHaveLength(2);
    const order = [...document.querySelector('[data-ad-paragraphs]')!.children].map((child) => child.getAttribute('data-ad-slot') ?? child.textContent);
    expect(order).toEqual(['Paragraph 1', 'Paragraph 2', 'Paragraph 3', 'article', 'Paragraph 4', 'Paragraph 5', 'Paragraph 6', 'article', 'Paragraph 7', 'Sub', 'x']);
    expect(addArticleAdPlaces(document)).toEqual([]);
  });
});

describe('showAds', () => {
  const visitor = { status: 'resolved' as const, user: null };

  it('shows a visitor the ads below the screen, with their height reserved, and the full-screen ad', async () => {
    const { googletag, pubads } = fakeGoogleTag();
    document.body.innerHTML = `<div data-ad-slot="home"></div><div data-ad-paragraphs="2">${paragraphs(5)}</div><div data-ad-slot="section"></div>`;
    // The home place is on screen (top 10), the article's two and the section's are below it (jsdom's screen is 768 px).
    placeTops([10, 900, 1400, 2000]);
    const remove = await showAds({ prefix: '/1234/panui', reader: visitor });

    expect(gptScripts()).toHaveLength(1);
    expect(pubads.enableLazyLoad).toHaveBeenCalledWith(expect.objectContaining({ fetchMarginPercent: 200, renderMarginPercent: 25 }));
    expect((googletag.defineSlot.mock.calls as unknown as [string][]).map(([path]) => path)).toEqual(['/1234/panui/article', '/1234/panui/article', '/1234/panui/section']);
    expect(googletag.defineOutOfPageSlot).toHaveBeenCalledWith('/1234/panui/interstitial', 'interstitial');
    const home = document.querySelector<HTMLElement>('[data-ad-slot="home"]')!;
    expect(home).toBeEmptyDOMElement(); // on screen: opening it would move what the reader sees
    const opened = document.querySelectorAll<HTMLElement>('[data-ad-open]');
    expect(opened).toHaveLength(3);
    expect(opened[0]?.textContent).toBe('Advertisement');
    expect((opened[0]?.lastElementChild as HTMLElement).style.minHeight).toBe('280px');

    remove();
    expect(googletag.destroySlots).toHaveBeenCalledWith(expect.arrayContaining([expect.anything()]));
    expect(document.querySelectorAll('[data-ad-slot="article"]')).toHaveLength(0);
    expect(document.querySelector('[data-ad-slot="section"]')).toBeEmptyDOMElement();
  });

  it('shows a member nothing, and asks GPT for nothing', async () => {
    const { googletag } = fakeGoogleTag();
    document.body.innerHTML = `<div data-ad-paragraphs="2">${paragraphs(5)}</div><div data-ad-slot="home"></div>`;
    placeTops([2000]);
    await showAds({ prefix: '/1234/panui', reader: { status: 'resolved', user: { isAnonymous: false } }, loadSubscriptions: async () => [{ status: 'ACTIVE' }] });
    expect(googletag.defineSlot).not.toHaveBeenCalled();
    expect(googletag.defineOutOfPageSlot).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[data-ad-open], [data-ad-slot="article"]')).toHaveLength(0);
  });
});
