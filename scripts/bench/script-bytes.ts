// The JavaScript a reader's browser fetches for a page, prefetches included. Lighthouse stops its
// trace soon after load, so what the page fetches once idle is not in its figure; this loads the
// page in Chromium with Lighthouse's phone screen and waits until no script has been requested for
// a while: that is the page's figure (issue [19]'s "JavaScript transferred, prefetches included").
// Then it scrolls to the footer as a reader who reads to the end does and waits again: what comes
// then is code loaded when it is needed (comments, newsletters, quiz, the next story; decisions 322
// and 325: nothing is prefetched for coming into view), reported beside it. The sizes are what the
// network delivered for every script (Chrome DevTools Protocol: Network.loadingFinished's
// encodedDataLength, the compressed bytes with their headers, as Lighthouse's transfer sizes are).
import { chromium } from '@playwright/test';

/** Lighthouse's mobile emulation (a Moto G Power's screen). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
/** How long no script request must have started or ended before the page counts as done fetching. */
const QUIET_MS = 3_000;
/** Gives up waiting for quiet after this long, and counts what came. */
const LONGEST_WAIT_MS = 30_000;

export interface ScriptBytes {
  /** Script bytes once the page is idle, prefetches included, before the reader scrolls, in KB: the page's figure. */
  pageKb: number;
  /** Of those, what arrived before the load event: none on a reader page, whose scripts are added after its first paint (decision 336). */
  byLoadKb: number;
  /** What came on top once the reader scrolled to the footer: code loaded as it is needed. */
  afterScrollKb: number;
  files: number;
}

interface BrowserOptions {
  chromePath: string;
  chromeFlags: readonly string[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);

/** Waits until no script request has started or finished for QUIET_MS (or LONGEST_WAIT_MS passed). */
async function quiet(lastActivity: () => number): Promise<void> {
  const started = Date.now();
  while (Date.now() - lastActivity() < QUIET_MS && Date.now() - started < LONGEST_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, 250));
}

/** Script bytes a first visit to `url` transfers once idle, and then once the reader has scrolled to the footer. */
export async function scriptBytesWithPrefetches(url: string, options: BrowserOptions): Promise<ScriptBytes> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: [...options.chromeFlags] });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Set<string>();
    const bytes = new Map<string, number>();
    let lastActivity = Date.now();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' || response.mimeType.includes('javascript')) scripts.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) bytes.set(requestId, encodedDataLength);
      lastActivity = Date.now();
    });
    // A new context starts with an empty cache; it stays on, so a preloaded chunk that the page
    // then runs is counted once, as Lighthouse counts it (its second request is from the cache).
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    const byLoad = sum(bytes);
    await quiet(() => lastActivity);
    const beforeScroll = sum(bytes);
    // The next story loads below the footer when it comes into view, and its links are prefetched too.
    await page.getByRole('contentinfo').last().scrollIntoViewIfNeeded();
    lastActivity = Date.now();
    await quiet(() => lastActivity);
    const total = sum(bytes);
    return { pageKb: kb(beforeScroll), byLoadKb: kb(byLoad), afterScrollKb: kb(total - beforeScroll), files: bytes.size };
  } finally {
    await browser.close();
  }
}
