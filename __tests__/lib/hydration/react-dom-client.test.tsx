/** @jest-environment jsdom */
import { useEffect } from 'react';
import * as ReactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import reactDomClient from '@/lib/hydration/react-dom-client';

const ITEMS = 40;

/**
 * A list whose items each take 1 ms to render, logging as they do; the first sets a timer that logs
 * too. Its effect logs 'hydrated' once React has committed the hydration.
 */
function SlowList({ log }: { log: string[] }) {
  useEffect(() => {
    log.push('hydrated');
  }, [log]);
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, i) => (
        <SlowItem key={i} index={i} log={log} />
      ))}
    </ul>
  );
}

/** Keeps the thread busy for `ms`, as a heavy component's render does. */
function spend(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function SlowItem({ index, log }: { index: number; log: string[] }) {
  if (index === 0) setTimeout(() => log.push('timer'), 0);
  spend(1);
  log.push(`item ${index}`);
  return <li>Story {index}</li>;
}

const LAST_ITEM = `item ${ITEMS - 1}`;
const items = (log: string[]) => log.filter((entry) => entry.startsWith('item'));

/**
 * Hydrates the server's markup with `hydrate`; answers the log once the hydration is committed and
 * the timer has run. (Unmounting sooner, after the last item's render but before React's next slice
 * commits it, is an update before hydration, which React reports as an error.)
 */
async function hydrateWith(hydrate: typeof ReactDomClient.hydrateRoot): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SlowList log={[]} />);
  document.body.append(container);
  const log: string[] = [];
  const root = hydrate(container, <SlowList log={log} />);
  while (!log.includes('hydrated') || !log.includes('timer')) await new Promise((resolve) => setTimeout(resolve, 5));
  root.unmount();
  container.remove();
  return log;
}

describe('the browser build\'s react-dom/client', () => {
  // React's own scheduler, as in the browser, rather than act()'s queue.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('hydrates in slices: a task queued by the first item runs before the last item is hydrated', async () => {
    const log = await hydrateWith(reactDomClient.hydrateRoot);
    expect(log.indexOf('timer')).toBeLessThan(log.indexOf(LAST_ITEM));
    expect(items(log)).toHaveLength(ITEMS);
  });

  it('(React itself, as Next calls it, hydrates the page in one task)', async () => {
    const log = await hydrateWith(ReactDomClient.hydrateRoot);
    expect(log.indexOf('timer')).toBeGreaterThan(log.indexOf(LAST_ITEM));
    expect(items(log)).toHaveLength(ITEMS);
  });

  it('keeps the rest of react-dom/client', () => {
    expect(reactDomClient.createRoot).toBe(ReactDomClient.createRoot);
    expect(reactDomClient.version).toBe((ReactDomClient as typeof ReactDomClient & { version: string }).version);
  });
});
