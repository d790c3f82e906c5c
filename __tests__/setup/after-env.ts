import '@testing-library/jest-dom/jest-globals';
import type { SetupServerApi } from 'msw/node';

// Outside HTTP is refused unless a test hands msw a handler; see __tests__/helpers/msw.ts.
// msw/node is loaded only in the node environment: it does not run under jsdom.
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a conditional load needs require
  const { outsideWorld } = require('../helpers/msw') as { outsideWorld: SetupServerApi };
  beforeAll(() => outsideWorld.listen({ onUnhandledRequest: (request, print) => (isLocal(request.url) ? undefined : print.error()) }));
  afterEach(() => outsideWorld.resetHandlers());
  afterAll(() => outsideWorld.close());
}

function isLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost';
}
