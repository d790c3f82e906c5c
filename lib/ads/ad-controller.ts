// The ads of one page view, loaded after hydration and only for a reader who sees ads (decision 290):
// it opens the page's ad places that are still below the screen, asks GPT for their ads, and
// adds the full-screen ad. Nothing here is in a reader page's first load.
import { listSubscriptions } from '@/lib/api/payments';
import { type AdReader, type AdUnit, adSizes, articleAdPositions, readerSeesAds, reservedHeight } from './ad-placement';
import { type GptSlot, withGoogleTag } from './gpt';

/** An ad place in the page's HTML (components/ads/AdPlace.tsx): empty and 0 px high until opened here. */
export const AD_PLACE_SELECTOR = '[data-ad-slot]';
/** An article body (components/article/ArticleBody.tsx) and the paragraphs between its ads (AD_PARAGRAPHS). */
export const ARTICLE_BODY_SELECTOR = '[data-ad-paragraphs]';

/** Puts a closed article ad place after the paragraphs articleAdPositions names, in every article body. */
export function addArticleAdPlaces(root: ParentNode): HTMLElement[] {
  const added: HTMLElement[] = [];
  for (const body of root.querySelectorAll<HTMLElement>(ARTICLE_BODY_SELECTOR)) {
    if (body.querySelector(AD_PLACE_SELECTOR)) continue;
    const paragraphs = [...body.children].filter((child) => child.tagName === 'P');
    for (const after of articleAdPositions(paragraphs.length, Number(body.dataset.adParagraphs))) {
      const place = document.createElement('div');
      place.dataset.adSlot = 'article';
      paragraphs[after - 1]?.after(place);
      added.push(place);
    }
  }
  return added;
}

/**
 * Whether opening `place` now can move nothing the reader sees: it lies wholly below the screen.
 * A place on screen or above it stays closed for this page view (decision 292).
 */
export const belowTheScreen = (place: HTMLElement) => place.getBoundingClientRect().top >= window.innerHeight;

/** Gives a place its label and reserved height, and the element GPT fills; returns that element's id. */
function openPlace(place: HTMLElement, index: number, height: number): string {
  const id = `ad-${index}-${Math.random().toString(36).slice(2, 8)}`;
  place.dataset.adOpen = '';
  Object.assign(place.style, { margin: '1.5rem 0', textAlign: 'center', overflow: 'hidden' });
  const label = document.createElement('p');
  label.textContent = 'Advertisement';
  Object.assign(label.style, { margin: '0 0 0.25rem', fontSize: '0.75rem', lineHeight: '1rem', color: '#595959' });
  const ad = document.createElement('div');
  ad.id = id;
  Object.assign(ad.style, { minHeight: `${height}px`, display: 'flex', justifyContent: 'center' });
  place.append(label, ad);
  return id;
}

function closePlace(place: HTMLElement) {
  delete place.dataset.adOpen;
  place.removeAttribute('style');
  place.replaceChildren();
}

export interface ShowAdsOptions {
  prefix: string;
  reader: AdReader;
  loadSubscriptions?: () => Promise<readonly { status: string }[]>;
}

/**
 * Shows this page view's ads if the reader sees ads; resolves to a function that takes them away
 * again (a client-side page change, a sign-in).
 */
export async function showAds({ prefix, reader, loadSubscriptions = listSubscriptions }: ShowAdsOptions): Promise<() => void> {
  if ((await readerSeesAds(reader, loadSubscriptions)) !== true) return () => {};
  const added = addArticleAdPlaces(document);
  const opened: HTMLElement[] = [];
  const slots: GptSlot[] = [];
  for (const place of document.querySelectorAll<HTMLElement>(AD_PLACE_SELECTOR)) {
    if (place.dataset.adOpen !== undefined || !belowTheScreen(place)) continue;
    const unit = place.dataset.adSlot as AdUnit;
    const sizes = adSizes(unit, window.innerWidth);
    const id = openPlace(place, opened.length, reservedHeight(sizes));
    opened.push(place);
    withGoogleTag((googletag) => {
      const slot = googletag.defineSlot(`${prefix}/${unit}`, sizes, id);
      if (!slot) return;
      slot.addService(googletag.pubads());
      slots.push(slot);
      googletag.display(id);
    });
  }
  withGoogleTag((googletag) => {
    // SPEC §2's full-screen ad: a GPT interstitial, shown between page views on Google's terms; it takes no room.
    const slot = googletag.defineOutOfPageSlot(`${prefix}/interstitial`, googletag.enums.OutOfPageFormat.INTERSTITIAL);
    if (!slot) return; // GPT declines interstitials where they are not allowed (e.g. small screens)
    slot.addService(googletag.pubads());
    slots.push(slot);
    googletag.display(slot);
  });
  return () => {
    withGoogleTag((googletag) => googletag.destroySlots(slots.splice(0)));
    opened.forEach(closePlace);
    added.forEach((place) => place.remove());
  };
}
