import { count } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import handler from '@/pages/api/analytics/track-event';
import { junkBodies } from '../../helpers/junk-bodies';
import { serveRoute } from '../../helpers/route-server';

// 100 of each of the 20 kinds of junk: every kind many times over, in seconds rather than minutes.
const BODIES = 2_000;
// Requests in flight at once: enough to keep the route busy, few enough for a shared 2-core machine.
const PARALLEL = 8;

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());

const storedEvents = async () => (await (await getDb()).select({ n: count() }).from(analyticsEvents))[0]!.n;

test(`${BODIES} junk bodies are all refused with a 4xx and none is stored`, async () => {
  const bodies = junkBodies(BODIES);
  const before = await storedEvents();
  const statuses = new Array<number>(BODIES);
  let next = 0;
  const worker = async () => {
    while (next < BODIES) {
      const index = next++;
      // The rate limit (120 a minute) would answer 429 before validation; reset it so every body is validated.
      if (index % 100 === 0) resetRateLimits();
      const { contentType, body } = bodies[index]!;
      const res = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
      await res.arrayBuffer();
      statuses[index] = res.status;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  const notRefused = statuses.map((status, index) => ({ index, status, kind: bodies[index]!.kind })).filter(({ status }) => status < 400 || status >= 500);
  expect(notRefused).toEqual([]);
  // Every kind of junk was tried, and validation (not the rate limit) refused them.
  expect(new Set(bodies.map((b) => b.kind)).size).toBe(20);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  expect(await storedEvents()).toBe(before);
}, 300_000);
