import '@testing-library/jest-dom/jest-globals';
import type { SetupServerApi } from 'msw/node';
import type * as TestingLibrary from '@testing-library/react';
import type * as DatabaseClient from '@/lib/server/db/client';
import { readPgliteTemplate } from './pglite-template';

// Outside HTTP is refused unless a test hands msw a handler; see __tests__/helpers/msw.ts.
// msw/node is loaded only in the node environment: it does not run under jsdom.
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a conditional load needs require
  const { outsideWorld } = require('../helpers/msw') as { outsideWorld: SetupServerApi };
  beforeAll(() => outsideWorld.listen({ onUnhandledRequest: (request, print) => (isLocal(request.url) ? undefined : print.error()) }));
  afterEach(() => outsideWorld.resetHandlers());
  afterAll(() => outsideWorld.close());
}

// Testing Library's findBy/waitFor give up after 1 s by default: on the loaded two-core machine a
// mocked call's answer took longer than that to render (BookmarkButton), so they wait up to 10 s.
// A passing test waits only as long as it needs; the limit only ends a test that would hang.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a conditional load needs require
  (require('@testing-library/react') as typeof TestingLibrary).configure({ asyncUtilTimeout: 10_000 });
}

function isLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost';
}

// A file that uses the database would otherwise open PGlite (and migrate it) inside its first
// test or hook, whose 20 s limit is meant for that test's own work: idle the open takes a second,
// on a loaded two-core machine it took more than 20 s and failed whichever test came first. So the
// database is opened before the file's own hooks, with a budget of its own, in the files that load
// the database module (noted when it is first required); files that never do pay nothing.
const DATABASE_LOADED = Symbol.for('panui.test.databaseModuleLoaded');
const DATABASE_OPEN_BUDGET_MS = 180_000;
jest.mock('@/lib/server/db/client', () => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('panui.test.databaseModuleLoaded')] = true;
  return jest.requireActual('@/lib/server/db/client');
});
beforeAll(async () => {
  if (!(globalThis as Record<symbol, unknown>)[DATABASE_LOADED]) return;
  const { getDatabase, startMemoryDatabasesFrom } = jest.requireMock<typeof DatabaseClient>('@/lib/server/db/client');
  // The run's migrated database (pglite-template.ts): loaded, and the migrator finds nothing to do.
  const template = readPgliteTemplate();
  if (template) startMemoryDatabasesFrom(template);
  await getDatabase();
}, DATABASE_OPEN_BUDGET_MS);
