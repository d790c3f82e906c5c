import Module, { createRequire } from 'node:module';

type Resolve = (this: unknown, request: string, ...rest: unknown[]) => string;
const resolver = Module as unknown as { _resolveFilename: Resolve & { panuiNodeRenderer?: true } };

/**
 * Next's pages router renders with React's edge build (next/dist/server/ReactDOMServerPages.js,
 * whose own comment says the Node.js build should be used outside an edge runtime). The edge
 * build turns every attribute and text into a new Uint8Array with TextEncoder, a call into C++
 * each: an eighth of the article page's server time. React's Node.js build exports the same `renderToReadableStream` and
 * writes its strings into one buffer with `encodeInto`. So the server resolves the one for the
 * other (decision 328). Called before Next loads; calling it again changes nothing.
 */
export function renderWithReactNodeBuild(): void {
  // Loaded here by name, so the deployed folder's trace (@vercel/nft) carries the Node.js build.
  createRequire(import.meta.url)('react-dom/server.node');
  const original = resolver._resolveFilename;
  if (original.panuiNodeRenderer) return;
  const resolve: Resolve & { panuiNodeRenderer?: true } = function (request, ...rest) {
    return original.call(this, request === 'react-dom/server.edge' ? 'react-dom/server.node' : request, ...rest);
  };
  resolve.panuiNodeRenderer = true;
  resolver._resolveFilename = resolve;
}
