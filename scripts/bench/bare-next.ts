// The bare Next.js app (bench/bare-next): the framework's own cost for a server-rendered page, sending
// the markup and props of pages the site rendered, so the bytes match the page it is compared with.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForHttp } from '../free-port';
import { onServerCore } from './load';

const BARE_APP = path.join('bench', 'bare-next');

/** The markup inside `#__next` and the page props of a page the site rendered. */
function markupAndProps(html: string): { markup: string; data: unknown } {
  const start = html.indexOf('<div id="__next">') + '<div id="__next">'.length;
  const end = html.indexOf('</div><script id="__NEXT_DATA__"');
  const nextData = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (start < '<div id="__next">'.length || end < start || !nextData) throw new Error('the page has no __next markup or __NEXT_DATA__');
  return { markup: html.slice(start, end), data: (JSON.parse(nextData) as { props: { pageProps: unknown } }).props.pageProps };
}

/**
 * Builds and starts the bare app. `pages` maps a name to a page's HTML: the bare page `/?page=name`
 * sends that page's markup and props (`/` the first one's, `/tiny` a paragraph).
 */
export async function startBareNext(pages: Record<string, string>, workDir: string): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(workDir, 'bare-pages.json');
  writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(pages).map(([name, html]) => [name, markupAndProps(html)]))));
  const built = spawnSync(path.join('node_modules', '.bin', 'next'), ['build', BARE_APP], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error(`next build ${BARE_APP} failed`);
  const port = String(await freePort());
  const child = await onServerCore(async () =>
    spawn(process.execPath, ['--import', 'tsx', path.join(BARE_APP, 'server.ts')], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', PORT: port, BARE_PAGE_FILE: file } }),
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 60_000);
  return { url, child };
}
