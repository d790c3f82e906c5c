// The custom server (scripts/site-server.ts, where the worker runs) and the route bundles Next builds
// each load their own copy of this module; the listeners live on globalThis so a route's enqueue
// reaches the worker of its own process at once instead of at its next poll.
const LISTENERS = Symbol.for('panui.outbox.wake');
type GlobalWithListeners = typeof globalThis & { [LISTENERS]?: Set<() => void> };

const listeners = (): Set<() => void> => ((globalThis as GlobalWithListeners)[LISTENERS] ??= new Set());

/** Calls `listener` whenever an email is queued in this process; answers how to stop. */
export function onEmailQueued(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells this process's worker there is something to send. */
export function announceEmailQueued(): void {
  for (const listener of listeners()) listener();
}
