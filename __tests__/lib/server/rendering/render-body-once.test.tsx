import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { AppProps } from 'next/app';
import type { ComponentsEnhancer, DocumentContext, DocumentInitialProps } from 'next/dist/shared/lib/utils';
import type { JSX } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clearSharedPageBodyCache, createPageBodyCache, type PageBodyCache, sharedPageBodyCache } from '@/lib/server/rendering/page-body-cache';
import { initialPropsRenderingBodyOnce, keepRenderedBody } from '@/lib/server/rendering/render-body-once';
import { announceContentChange } from '@/lib/server/content/content-changes';
import { publicPageProps } from '@/lib/server/http/cache';

// Next's renderPage, as far as the document sees it: the app rendered into <div id="__next">, and
// the head tags its pages gave next/head.
const rendered = { apps: 0, head: [] as JSX.Element[] };
// What the page gives next/head, and that the app rendered: noted by the components as they render.
const noteHead = (head: JSX.Element[]) => {
  rendered.head = head;
};
const noteAppRendered = () => {
  rendered.apps += 1;
};

function StoryPage({ title }: { title: string }) {
  noteHead([<title key="title">{title}</title>]);
  return <h1>{title}</h1>;
}

function App({ Component, pageProps }: AppProps) {
  noteAppRendered();
  return (
    <main>
      <Component {...pageProps} />
    </main>
  );
}

interface Request {
  asPath?: string;
  pageProps?: Record<string, unknown>;
  /** Not a page for everyone: its Cache-Control instead of publicPageProps'. */
  cacheControl?: string;
  sMaxAge?: number;
  setsCookie?: boolean;
  /** A page that gives no ETag: nothing names its props. */
  withoutEtag?: boolean;
}

let renderPageCalls = 0;

/** The document's context after the page's getServerSideProps ran publicPageProps (or set its own Cache-Control). */
function contextFor({ asPath = '/news/01-12-2026/a-story', pageProps = { title: 'A story' }, cacheControl, sMaxAge = 60, setsCookie = false, withoutEtag = false }: Request): DocumentContext {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  publicPageProps({ req, res }, pageProps, { sMaxAge, staleWhileRevalidate: 600 });
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  if (setsCookie) res.setHeader('Set-Cookie', 'seen=1');
  if (withoutEtag) res.removeHeader('ETag');
  const renderPage = (options?: ComponentsEnhancer) => {
    renderPageCalls += 1;
    const enhancers = typeof options === 'function' ? {} : (options ?? {});
    const Enhanced = enhancers.enhanceApp ? enhancers.enhanceApp(App as never) : App;
    rendered.head = [<meta key="charset" charSet="utf-8" />];
    const html = renderToStaticMarkup(
      <div id="__next">
        <Enhanced Component={StoryPage} pageProps={pageProps} router={{ asPath } as never} />
      </div>,
    );
    return { html, head: rendered.head };
  };
  return { pathname: '/[category]/[date]/[slug]', asPath, query: {}, req, res, renderPage } as unknown as DocumentContext;
}

// Document.getInitialProps, as Next's defaultGetInitialProps runs it.
async function defaultInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
  const page = await ctx.renderPage({ enhanceApp: (Inner) => Inner });
  return { ...page, styles: [] };
}

let bodies: PageBodyCache;
let now = 0;

/** One request through the document: its initial props, then what its render keeps. */
async function requestPage(request: Request = {}, dynamicIds?: number[]) {
  const { initial, toKeep } = await initialPropsRenderingBodyOnce(contextFor(request), defaultInitialProps, bodies);
  keepRenderedBody(toKeep, initial, dynamicIds, bodies);
  return { initial, toKeep };
}

beforeEach(() => {
  rendered.apps = 0;
  renderPageCalls = 0;
  // Not 0: lru-cache takes a start time of 0 for "no expiry".
  now = 1_000;
  bodies = createPageBodyCache({ maxAgeMs: 30_000, now: () => now });
});

test('a page every reader shares is rendered once for its props: the next request gets the same HTML and head tags', async () => {
  const first = await requestPage();
  const second = await requestPage();
  // Next renders the app only through renderPage: not called at all for the kept body.
  expect(renderPageCalls).toBe(1);
  expect(rendered.apps).toBe(1);
  expect(first.initial.html).toBe('<div id="__next"><main><h1>A story</h1></main></div>');
  expect(second.initial.html).toBe(first.initial.html);
  expect(renderToStaticMarkup(<>{second.initial.head}</>)).toBe('<title>A story</title>');
  expect(second.toKeep).toBeUndefined();
});

test('other props or another path render again', async () => {
  await requestPage();
  const edited = await requestPage({ pageProps: { title: 'A story, corrected' } });
  await requestPage({ asPath: '/news/01-12-2026/a-story?utm_source=newsletter' });
  expect(rendered.apps).toBe(3);
  expect(edited.initial.html).toContain('A story, corrected');
  await requestPage({ pageProps: { title: 'A story, corrected' } });
  expect(rendered.apps).toBe(3);
});

test('a page that is not for everyone, or whose props have no ETag, is never kept', async () => {
  const requests: Request[] = [{ cacheControl: 'private, no-store' }, { cacheControl: 'public, max-age=60' }, { setsCookie: true }, { withoutEtag: true }];
  for (const request of requests) {
    const { toKeep } = await requestPage(request);
    expect(toKeep).toBeUndefined();
    await requestPage(request);
  }
  expect(rendered.apps).toBe(8);
});

test('a render that loaded code of its own (next/dynamic on the server) is not kept: its scripts would be missing', async () => {
  await requestPage({}, [42]);
  await requestPage({}, [42]);
  expect(rendered.apps).toBe(2);
});

test("a kept body lasts the page's s-maxage or the cache's own limit, whichever is shorter", async () => {
  await requestPage({ sMaxAge: 10 });
  now += 9_999;
  await requestPage({ sMaxAge: 10 });
  expect(rendered.apps).toBe(1);
  now += 2;
  await requestPage({ sMaxAge: 10 });
  expect(rendered.apps).toBe(2);
  await requestPage({ sMaxAge: 600 });
  now += 30_001;
  await requestPage({ sMaxAge: 600 });
  expect(rendered.apps).toBe(3);
});

test('switched off (CONTENT_CACHE_SECONDS=0, or no memory for it), every body is rendered', async () => {
  bodies = createPageBodyCache({ maxAgeMs: 0 });
  await requestPage();
  await requestPage();
  expect(rendered.apps).toBe(2);
});

test('the least recently used bodies go first when the memory is full, and a huge body is not kept', async () => {
  bodies = createPageBodyCache({ maxAgeMs: 30_000, maxBytes: 1_600 });
  await requestPage({ pageProps: { title: 'one' } });
  await requestPage({ pageProps: { title: 'two' } });
  await requestPage({ pageProps: { title: 'three' } });
  await requestPage({ pageProps: { title: 'one' } });
  expect(rendered.apps).toBe(4);
  const huge = { title: 'x'.repeat(600_000) };
  bodies = createPageBodyCache({ maxAgeMs: 30_000 });
  await requestPage({ pageProps: huge });
  await requestPage({ pageProps: huge });
  expect(rendered.apps).toBe(6);
});

test("announcing a content change forgets the process's kept bodies", async () => {
  bodies = sharedPageBodyCache(() => ({ maxAgeMs: 30_000 }));
  await requestPage();
  await requestPage();
  expect(rendered.apps).toBe(1);
  await announceContentChange();
  await requestPage();
  expect(rendered.apps).toBe(2);
  clearSharedPageBodyCache();
});
