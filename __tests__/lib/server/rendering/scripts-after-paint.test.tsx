import { waitFor } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { JSX } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeadWithScriptsAfterPaint, scriptsAfterPaint } from '@/lib/server/rendering/scripts-after-paint';

const SOURCES = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/pages/article.js'];

interface PageOptions {
  picture?: boolean;
  hidden?: boolean;
}

/** A page with the loader in its head, run by jsdom; `decoded` settles its priority picture's decode(). */
function page({ picture = false, hidden = false }: PageOptions = {}) {
  let decoded: () => void = () => {};
  const html = `<!doctype html><html><head><script>${scriptsAfterPaint(SOURCES)}</script></head><body>
    <h1>A story</h1>${picture ? '<img src="/lead.avif" fetchpriority="high" alt="">' : ''}<p>Its body.</p></body></html>`;
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      window.HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
      if (hidden) {
        Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
        window.requestAnimationFrame = () => 0;
      }
    },
  });
  const added = () => [...dom.window.document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));
  return { dom, added, decode: () => decoded() };
}

const inOrder = SOURCES.map((src) => ({ src, async: false }));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the page's added scripts are `expected` (the page's document, not the test's, is watched). */
const eventually = ({ dom, added }: ReturnType<typeof page>, expected: typeof inOrder, timeout = 5_000) =>
  waitFor(() => expect(added()).toEqual(expected), { container: dom.window.document.documentElement, timeout });

describe('the page\'s scripts after its first paint', () => {
  it('adds none while the HTML is parsed, then every script, in order, to run in that order', async () => {
    const loaded = page();
    expect(loaded.dom.window.document.readyState).toBe('loading');
    expect(loaded.added()).toEqual([]);
    await eventually(loaded, inOrder);
  });

  it('waits for the page\'s priority picture to be decoded', async () => {
    const loaded = page({ picture: true });
    await settle(300);
    expect(loaded.added()).toEqual([]);
    loaded.decode();
    await eventually(loaded, inOrder);
  });

  it('does not wait for frames a hidden tab never paints', async () => {
    // Well before the 3 s the loader waits at most for frames or a picture.
    await eventually(page({ picture: true, hidden: true }), inOrder, 1_000);
  });

  it('keeps a source list that holds </script> inside its script', () => {
    const source = scriptsAfterPaint(['/a.js?</script><script>alert(1)</script>']);
    expect(source).not.toContain('</script>');
    expect(source).toContain('\\u003c/script>');
  });
});

describe('HeadWithScriptsAfterPaint', () => {
  // What Next's <Head> reads of the render's context to write the scripts, for a Turbopack build.
  function head(nonce?: string) {
    const element = new HeadWithScriptsAfterPaint({ nonce });
    Object.assign(element, {
      context: {
        assetPrefix: '',
        assetQueryString: '',
        mutableAssetQueryString: '',
        isDevelopment: false,
        disableOptimizedLoading: false,
        dynamicImports: ['static/chunks/comments.js'],
        __NEXT_DATA__: { page: '/[section]/[date]/[slug]' },
        buildManifest: {
          polyfillFiles: [],
          lowPriorityFiles: ['static/build/_buildManifest.js'],
          chunkLoadingGlobal: 'TURBOPACK',
          pagesChunkGroupBootstrapParams: { '/_app': ['app'], '/[section]/[date]/[slug]': ['article'] },
        },
      },
    });
    return element;
  }
  const files = { sharedFiles: [], pageFiles: [], allFiles: ['static/chunks/framework.js', 'static/chunks/article.js'] };
  const markup = (elements: JSX.Element[]) => renderToStaticMarkup(<>{elements}</>);

  it('writes no script the browser would fetch while parsing; the loader lists them in Next\'s order, with the page\'s nonce', () => {
    const html = markup(head('n0nce').getScripts(files));
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const document = new JSDOM(html).window.document;
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
    // Turbopack's bootstrap stays inline and first: the chunks find their queue when they run.
    expect(scripts[0]?.textContent).toContain('TURBOPACK');
    expect(scripts[1]?.textContent).toContain(
      JSON.stringify(['/_next/static/chunks/comments.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/article.js', '/_next/static/build/_buildManifest.js']),
    );
    expect(head().getDynamicChunks()).toEqual([]);
  });
});
