// The browser build's `react-dom/client` (next.config.ts aliases it here, decision 336). Next's
// pages router calls hydrateRoot outside a transition, so React hydrates the whole page in one
// task it never pauses; started inside startTransition, React hydrates at a transition's priority,
// in slices of about 5 ms, and a reader's input or the page's other tasks run between them.
import { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
// A path rather than the package's name, which the alias would bring back to this file; its types are the package's.
// @ts-expect-error -- the file has no declarations of its own
import * as untypedClient from '../../node_modules/react-dom/client.js';

const client = untypedClient as typeof ReactDomClient & { version: string };

export const { createRoot, version } = client;

export const hydrateRoot: typeof client.hydrateRoot = (container, children, options) => {
  let root: ReturnType<typeof client.hydrateRoot> | undefined;
  startTransition(() => {
    root = client.hydrateRoot(container, children, options);
  });
  return root!;
};

// Next reads the module's default export (its CommonJS interop).
const reactDomClient = { createRoot, hydrateRoot, version };
export default reactDomClient;
