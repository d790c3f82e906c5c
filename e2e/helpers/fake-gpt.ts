import type { BrowserContext } from '@playwright/test';

/** Google Publisher Tag's address: this machine has no internet, so journeys answer it themselves. */
export const GPT_URL_PATTERN = 'https://securepubads.g.doubleclick.net/**';

/**
 * A stand-in for GPT: runs the queued commands, and "displays" each slot as a grey 300×250 box
 * marked data-fake-ad, inside the space the site reserved for it.
 */
const FAKE_GPT = `(() => {
  const googletag = (window.googletag = window.googletag || { cmd: [] });
  const queued = Array.from(googletag.cmd || []);
  const pubads = { enableLazyLoad() {} };
  const slots = new Map();
  Object.assign(googletag, {
    pubads: () => pubads,
    defineSlot(path, sizes, id) { const slot = { path, id, addService() { return slot; } }; slots.set(id, slot); return slot; },
    defineOutOfPageSlot() { return null; },
    enums: { OutOfPageFormat: { INTERSTITIAL: 5 } },
    enableServices() {},
    display(id) {
      const element = typeof id === 'string' ? document.getElementById(id) : null;
      if (!element) return;
      const ad = document.createElement('div');
      ad.dataset.fakeAd = slots.get(id) ? slots.get(id).path : '';
      ad.style.cssText = 'width:300px;height:250px;background:#ddd';
      element.append(ad);
    },
    destroySlots() { return true; },
    cmd: { push(command) { command(); return 1; } },
  });
  queued.forEach((command) => command());
})();`;

/** Answers every GPT request in `context` with the stand-in; returns how many were made. */
export async function answerGpt(context: BrowserContext): Promise<{ requests: () => number }> {
  let requests = 0;
  await context.route(GPT_URL_PATTERN, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GPT });
  });
  return { requests: () => requests };
}
