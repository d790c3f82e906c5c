// Google Publisher Tag, loaded only when the newsroom configures an ad unit (NEXT_PUBLIC_AD_UNIT_PREFIX).
const GPT_SRC = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** SPEC §9: ads are fetched 200% of a screen ahead and rendered 25% ahead (doubled on phones). */
export const AD_LAZY_LOAD = { fetchMarginPercent: 200, renderMarginPercent: 25, mobileScaling: 2.0 };

export { adUnitPrefix } from './ad-unit';

export interface GptSlot {
  addService(service: GptPubAds): GptSlot;
}
interface GptPubAds {
  enableLazyLoad(settings: typeof AD_LAZY_LOAD): void;
}
/** The part of window.googletag we use. */
export interface GoogleTag {
  cmd: { push(command: () => void): unknown };
  pubads(): GptPubAds;
  defineSlot(path: string, sizes: [number, number][], elementId: string): GptSlot | null;
  defineOutOfPageSlot(path: string, format: unknown): GptSlot | null;
  enums: { OutOfPageFormat: { INTERSTITIAL: unknown } };
  enableServices(): void;
  display(slotOrId: string | GptSlot): void;
  destroySlots(slots: GptSlot[]): void;
}

type WindowWithGpt = Window & { googletag?: GoogleTag };

let started = false;

/** Queues `command` for GPT, loading the script and switching on lazy loading the first time. */
export function withGoogleTag(command: (googletag: GoogleTag) => void): void {
  const w = window as WindowWithGpt;
  w.googletag ??= { cmd: [] } as unknown as GoogleTag;
  const googletag = w.googletag;
  if (!started) {
    started = true;
    googletag.cmd.push(() => {
      googletag.pubads().enableLazyLoad(AD_LAZY_LOAD);
      googletag.enableServices();
    });
    const script = document.createElement('script');
    script.src = GPT_SRC;
    script.async = true;
    document.head.appendChild(script);
  }
  googletag.cmd.push(() => command(googletag));
}
