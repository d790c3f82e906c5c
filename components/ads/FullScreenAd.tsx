import { useEffect } from 'react';
import { adUnitPrefix, withGoogleTag } from '@/lib/ads/gpt';

/**
 * SPEC §2's full-screen ad slot: a GPT interstitial, which Google shows between page views on its
 * own terms and which takes no room in the page. Nothing loads without a configured ad unit.
 */
export function FullScreenAd({ prefix = adUnitPrefix }: { prefix?: string | null }) {
  useEffect(() => {
    if (!prefix) return;
    withGoogleTag((googletag) => {
      const slot = googletag.defineOutOfPageSlot(`${prefix}/interstitial`, googletag.enums.OutOfPageFormat.INTERSTITIAL);
      if (!slot) return; // GPT declines interstitials where they are not allowed (e.g. small screens)
      slot.addService(googletag.pubads());
      googletag.display(slot);
    });
  }, [prefix]);
  return null;
}
