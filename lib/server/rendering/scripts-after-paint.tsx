// Used by pages/_document.tsx only, which the rule is there to protect.
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';
import type { JSX } from 'react';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Runs in the page, in order: once the HTML is parsed, the page's priority picture (if any) is
 * decoded and a frame is painted, it adds the page's scripts one per task, to run in the order
 * given (decision 336). A hidden tab paints no frames: it adds them at once. Three seconds is the
 * longest a picture holds them back.
 */
const LOADER = `(function (sources) {
  var d = document, started = false;
  function add(i) {
    if (i === sources.length) return;
    var script = d.createElement('script');
    script.src = sources[i];
    script.async = false;
    d.head.appendChild(script);
    setTimeout(function () { add(i + 1); }, 0);
  }
  function start() { if (!started) { started = true; add(0); } }
  function afterFrame() {
    if (d.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () { requestAnimationFrame(start); });
    setTimeout(start, 3000);
  }
  function whenParsed() {
    var picture = d.querySelector('img[fetchpriority="high"]');
    if (!picture || !picture.decode || d.visibilityState === 'hidden') return afterFrame();
    var longest = new Promise(function (resolve) { setTimeout(resolve, 3000); });
    Promise.race([picture.decode().catch(function () {}), longest]).then(afterFrame);
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})`;

/** The loader with its list, safe inside a <script> element. */
export function scriptsAfterPaint(sources: string[]): string {
  return `${LOADER}(${JSON.stringify(sources).replace(/</g, '\\u003c')});`;
}

// A build has one list per route (and per set of dynamic chunks a render used), so each render
// need not write its loader again; the bound only guards against lists that never repeat.
const loaders = new Map<string, string>();
const MAX_LOADERS = 200;

function loaderFor(sources: string[]): string {
  const key = sources.join('\n');
  let loader = loaders.get(key);
  if (loader === undefined) {
    if (loaders.size >= MAX_LOADERS) loaders.clear();
    loader = scriptsAfterPaint(sources);
    loaders.set(key, loader);
  }
  return loader;
}

const sourceOf = (element: JSX.Element | null): string | undefined => (element?.props as { src?: string } | undefined)?.src;

/**
 * Next's <Head>, but the page's scripts are not in the HTML: Lighthouse's estimate of the first
 * and largest paint counts every script downloaded before the paint Chromium showed, though
 * `defer` runs them after it (docs/performance.md). Inline scripts (Turbopack's bootstrap) stay.
 */
export class HeadWithScriptsAfterPaint extends Head {
  // Added by getScripts' loader, first, as Next orders them.
  override getDynamicChunks(): (JSX.Element | null)[] {
    return [];
  }

  override getScripts(files: DocumentFiles): JSX.Element[] {
    const elements = [...super.getDynamicChunks(files), ...super.getScripts(files)].filter((element) => element !== null);
    const inline = elements.filter((element) => !sourceOf(element));
    const sources = elements.map(sourceOf).filter((source) => source !== undefined);
    return [...inline, <script key="scripts-after-paint" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: loaderFor(sources) }} />];
  }
}
