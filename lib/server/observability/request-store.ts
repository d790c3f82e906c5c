import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows about the request being served, wherever in its work the code is. */
export interface RequestState {
  /** X-Request-Id: our proxy's, or one made here (request-context.ts). */
  readonly id: string;
  /** process.hrtime.bigint() when it arrived. */
  readonly started: bigint;
  /** The route's pattern (`/api/tsom/payments/[id]`), when the code serving it names one. */
  route?: string;
  /** The last console error line routed to the log for it (Next.js writes a page's error twice). */
  lastConsoleError?: string;
}

// The custom server, each route bundle Next builds and the scripts all load their own copy of
// this module; one store on globalThis lets a request begun in one be read in the others.
const STORE_KEY = Symbol.for('panui.requestStore');
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestState> };

export function requestStore(): AsyncLocalStorage<RequestState> {
  const g = globalThis as GlobalWithStore;
  return (g[STORE_KEY] ??= new AsyncLocalStorage<RequestState>());
}

/** The request being served here, or undefined outside one (start-up, jobs, scripts). */
export function currentRequest(): RequestState | undefined {
  return requestStore().getStore();
}
