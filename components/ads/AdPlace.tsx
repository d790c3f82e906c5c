import type { AdUnit } from '@/lib/ads/ad-placement';
import { adUnitPrefix } from '@/lib/ads/ad-unit';

/**
 * Where an ad may go: an empty element, 0 px high in every reader's HTML (the server cannot tell a
 * member from a visitor, decision 292). After hydration the ad controller opens it, with its
 * reserved height, for a reader who sees ads and only while it is below the screen. Without an ad
 * unit it renders nothing.
 */
export function AdPlace({ unit }: { unit: AdUnit }) {
  return adUnitPrefix ? <div data-ad-slot={unit} /> : null;
}
