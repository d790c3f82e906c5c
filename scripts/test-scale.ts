// npm run test:scale: two instances of the production site on Postgres and Redis behind nginx
// (scripts/scale/stack.ts), then proves what running more than one instance must not break:
// nginx's micro-cache renders a burst once (a story published a moment ago too), keeps pages
// gzipped and unzips them for a client without gzip, and never caches a signed-in request; a rate limit
// and a payment's idempotency key hold across instances; and the reader, donation and member
// journeys pass through nginx. Exits 1 on the first failure.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { Pool } from 'pg';
import { ensureProductionBuild } from './site-build';
import { ARTICLE_ROUTE, publishNewStory, renders, signUpEditor } from './scale/newsroom';
import { type Stack, startStack } from './scale/stack';
import { MEMBER_TYPE_LIMIT } from '@/lib/server/http/shared-address-limits';

const JOURNEYS = [
  'a reader opens the home page, then an article from it',
  'a visitor gives \\$25 once and ends on a thank-you page with a receipt',
  'a member changes \\$10 monthly to \\$20 monthly and sees the new amount and the next charge',
];
const ARTICLE_PATHS = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/g;

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function check(name: string, run: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await run();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

interface PaymentAnswer {
  data?: { transaction?: { txId?: string } };
  error?: { code?: string };
}

const cacheStatus = (response: Response) => response.headers.get('x-cache-status') ?? '';

/** A GET with exactly these headers, its body as sent (fetch would ask for gzip and unzip it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    }).on('error', reject);
  });
}

async function signUp(stack: Stack): Promise<{ uid: string; idToken: string }> {
  // Through the site's pass-through to the Auth emulator, as a browser would.
  const answer = await fetch(`${stack.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `scale-${randomUUID().slice(0, 8)}@example.nz`, password: 'korero-2026', returnSecureToken: true }),
  });
  assert(answer.ok, `the Auth emulator refused a sign-up: ${answer.status}`);
  const { localId, idToken } = (await answer.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

async function main() {
  ensureProductionBuild();
  const stack = await startStack();
  let failed = false;
  try {
    const homeAnswer = await fetch(stack.url);
    const home = await homeAnswer.text();
    const articles = [...new Set([...home.matchAll(ARTICLE_PATHS)].map((match) => match[1] as string))];
    assert(articles.length >= 4, `the home page (${homeAnswer.status}) links fewer than four articles: ${home.slice(0, 300)}`);
    const [burstPath, signedInPath, stalePath, compressedPath] = articles as [string, string, string, string];

    await check('nginx renders a burst of 200 requests for one uncached article once', async () => {
      const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${stack.url}${burstPath}`)));
      assert(answers.every((answer) => answer.status === 200), 'not every answer was 200');
      const statuses = answers.map(cacheStatus);
      const misses = statuses.filter((status) => status === 'MISS').length;
      assert(misses === 1, `expected one MISS, got ${misses} (${[...new Set(statuses)].join(', ')})`);
      assert(cacheStatus(await fetch(`${stack.url}${burstPath}`)) === 'HIT', 'the next request was not a HIT');
    });

    await check('a story published a moment ago is rendered once for a burst of 200 readers', async () => {
      const editor = await signUpEditor(stack);
      const section = burstPath.split('/')[1] as string;
      const before = await renders(stack, ARTICLE_ROUTE);
      // At once: the site's own request for the page (decision 330) and the readers meet in nginx's cache lock.
      const story = await publishNewStory(stack, editor, section);
      const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${stack.url}${story}`)));
      assert(answers.every((answer) => answer.status === 200), `not every answer was 200: ${[...new Set(answers.map((answer) => answer.status))].join(', ')}`);
      const rendered = (await renders(stack, ARTICLE_ROUTE)) - before;
      assert(rendered === 1, `the instances rendered it ${rendered} times`);
    });

    await check('nginx gzips a page once and serves the gzipped copy from its cache; a client without gzip gets it unzipped', async () => {
      const gzip = { 'accept-encoding': 'gzip, deflate, br' };
      const plain = { 'accept-encoding': 'identity' };
      const direct = await rawGet(`${stack.instances[0]}${compressedPath}`, gzip);
      assert(direct.headers['content-encoding'] === undefined, `an instance compressed its answer (${direct.headers['content-encoding']}): COMPRESS=0 is not applied`);
      await rawGet(`${stack.url}${compressedPath}`, gzip);
      const zipped = await rawGet(`${stack.url}${compressedPath}`, gzip);
      const unzipped = await rawGet(`${stack.url}${compressedPath}`, plain);
      const bare = await rawGet(`${stack.url}${compressedPath}`, {});
      for (const [name, answer] of [['gzip', zipped], ['identity', unzipped], ['no Accept-Encoding', bare]] as const) {
        assert(answer.status === 200 && answer.headers['x-cache-status'] === 'HIT', `${name}: ${answer.status} ${String(answer.headers['x-cache-status'])}, not a 200 HIT`);
        assert(/accept-encoding/i.test(String(answer.headers.vary)), `${name}: no Vary: Accept-Encoding (${String(answer.headers.vary)})`);
      }
      assert(zipped.headers['content-encoding'] === 'gzip', `a client taking gzip got Content-Encoding ${String(zipped.headers['content-encoding'])}`);
      assert(unzipped.headers['content-encoding'] === undefined && bare.headers['content-encoding'] === undefined, 'a client without gzip got a compressed answer');
      const page = gunzipSync(zipped.body);
      assert(page.equals(unzipped.body) && page.equals(bare.body), 'the unzipped page differs from the gzipped one');
      assert(zipped.body.length < page.length / 2, `gzip saved little: ${zipped.body.length} of ${page.length} bytes`);
    });

    await check('a request with a session cookie or an Authorization header is neither served from nor stored in the cache', async () => {
      await fetch(`${stack.url}${signedInPath}`);
      const cookie = await fetch(`${stack.url}${signedInPath}`, { headers: { cookie: '__session=someone' } });
      const bearer = await fetch(`${stack.url}${signedInPath}`, { headers: { authorization: 'Bearer someone' } });
      assert(cacheStatus(cookie) === 'BYPASS' && cacheStatus(bearer) === 'BYPASS', `got ${cacheStatus(cookie)} and ${cacheStatus(bearer)}`);
      const fresh = await fetch(`${stack.url}${stalePath}`, { headers: { authorization: 'Bearer someone' } });
      assert(cacheStatus(fresh) === 'BYPASS', 'a signed-in request was answered from the cache');
      assert(cacheStatus(await fetch(`${stack.url}${stalePath}`)) === 'MISS', 'a signed-in answer was stored');
    });

    await check('a page answers 304 to a matching If-None-Match, from nginx and from an instance', async () => {
      const page = await fetch(`${stack.url}${burstPath}`);
      const etag = page.headers.get('etag') ?? '';
      assert(/^W\/".+"$/.test(etag), `no ETag: ${etag}`);
      const cached = await page.text();
      for (const base of [stack.url, ...stack.instances]) {
        const again = await fetch(`${base}${burstPath}`, { headers: { 'if-none-match': etag } });
        if (again.status === 304 && (await again.text()) === '') continue;
        // Say what differs, so a page that renders differently per instance can be found.
        const fresh = await (await fetch(`${base}${burstPath}`)).text();
        const at = [...cached].findIndex((char, i) => fresh[i] !== char);
        throw new Error(`${base} answered ${again.status}; its page differs at ${at}: ${JSON.stringify(cached.slice(at - 80, at + 80))} / ${JSON.stringify(fresh.slice(at - 80, at + 80))}`);
      }
    });

    await check('a private page is never cached', async () => {
      const first = await fetch(`${stack.url}/profile`, { redirect: 'manual' });
      const second = await fetch(`${stack.url}/profile`, { redirect: 'manual' });
      assert(/no-store/.test(first.headers.get('cache-control') ?? ''), 'the profile page is not no-store');
      assert(cacheStatus(second) !== 'HIT', 'the profile page came from the cache');
    });

    await check('a rate limit counts requests to both instances together (Redis)', async () => {
      // members-type's limit per address, reached half on each instance, then two more: refused.
      const limit = MEMBER_TYPE_LIMIT.points;
      const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < limit + 2; i += 1) {
        const answer = await fetch(`${stack.instances[i % 2]}/api/tsom/members/get-member-type`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: 'nobody@example.nz' }),
        });
        statuses.push(answer.status);
      }
      const allowed = statuses.slice(0, limit);
      assert(allowed.every((status) => status === 200), `of the first ${limit}, ${allowed.filter((status) => status !== 200).length} were not 200`);
      assert(statuses[limit] === 429 && statuses[limit + 1] === 429, `the two past the limit answered ${statuses[limit]} and ${statuses[limit + 1]}, not 429`);
    });

    await check('one payment sent to each instance at once with one idempotency key charges once', async () => {
      const member = await signUp(stack);
      const key = randomUUID();
      const body = JSON.stringify({ email: 'scale@example.nz', billingInterval: 'ONE_OFF', price: 2_500, amount: 2_500, currency: 'NZD', description: 'Donation', metadata: {}, paymentMethodId: 'pm_card_visa' });
      const send = (instance: string) =>
        fetch(`${instance}/api/tsom/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${member.idToken}`, 'x-idempotency-key': key },
          body,
        });
      const answers = await Promise.all([...stack.instances, ...stack.instances].map(send));
      const bodies = (await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as PaymentAnswer })))).filter(
        // A request that waits longer than the in-progress poll gives up with 409 rather than charging.
        (answer) => answer.status !== 409 || answer.body.error?.code !== 'IDEMPOTENCY_IN_PROGRESS',
      );
      const txIds = new Set(bodies.map((answer) => answer.body.data?.transaction?.txId));
      assert(bodies.length >= 1 && bodies.every((answer) => answer.status === 200) && txIds.size === 1, `answers: ${JSON.stringify(bodies).slice(0, 400)}`);
      const pool = new Pool({ connectionString: stack.databaseUrl, max: 1 });
      try {
        const charges = await pool.query('select count(*)::int as n from sandbox_charges where customer_id = $1', [member.uid]);
        const payments = await pool.query('select count(*)::int as n from transactions where member_uid = $1', [member.uid]);
        assert(charges.rows[0].n === 1 && payments.rows[0].n === 1, `${charges.rows[0].n} charges, ${payments.rows[0].n} transactions`);
      } finally {
        await pool.end();
      }
    });

    await check('the reader, donation and member journeys pass through nginx', async () => {
      const runner = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', '--grep', JOURNEYS.join('|'), 'e2e/reading.spec.ts', 'e2e/donation.spec.ts', 'e2e/profile.spec.ts'], {
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: stack.url, E2E_DATA_DIR: stack.dataDir },
      });
      const code = await new Promise<number>((resolve) => runner.once('exit', (exitCode) => resolve(exitCode ?? 1)));
      assert(code === 0, 'a journey failed (see above)');
    });
  } catch (error) {
    failed = true;
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stack.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
