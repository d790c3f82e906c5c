// npm run test:production: proves a built tree serves with production dependencies only (decision 256).
//   1. the built tree (sources and .next, as a clean clone after `npm run build`) is copied to a
//      temporary folder, where `npm ci --omit=dev` installs the production dependencies alone;
//   2. `npm start` there, in production mode with the settings a public site needs pointing at
//      fakes (a generated service-account key, Stripe test-shaped keys, PGlite in a fresh folder),
//      must not build, and must answer /api/health/live, /api/health/ready, the home page and an
//      article (the same page for a reader with a session cookie, decision 337), writing JSON log lines; `npm run migrate` and `npm run backup` run there too, and
//      `npm start` once more, timed, on the seeded data;
//   3. the deployable folder (.next/standalone) alone, holding none of the repository's sources,
//      tests or docs (decision 329), copied where no node_modules is above it and started from
//      another folder with `node server.js`, must serve the same data.
// It reuses the build the browser journeys made (CI runs it after them) and builds only without one.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STANDALONE_DIR } from './build-stamp.mjs';
import { freePort, waitForHttp } from './free-port';
import { ensureProductionBuild } from './site-build';

/** Not part of a built tree: dependencies come from `npm ci`, data and reports are this machine's. */
const NOT_COPIED = new Set(['node_modules', '.git', 'data', '.bench-data', 'backups', 'coverage', 'test-results', 'playwright-report', path.join('.next', 'cache'), STANDALONE_DIR]);

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** What a public production site must have, pointing at nothing real. */
function productionEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(FIREBASE_|NEXT_PUBLIC_|DATABASE_URL|PGLITE_DIR|REDIS_URL|DATA_DIR|SITE_URL|PORT|HOST|STRIPE_|PAYMENTS_)/.test(name)));
  return {
    ...inherited,
    NODE_ENV: 'production',
    SITE_URL: 'https://panui.example.nz',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_PICTURES: '0',
    FIREBASE_PROJECT_ID: 'panui-production-check',
    FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
      type: 'service_account',
      project_id: 'panui-production-check',
      private_key_id: 'production-check',
      private_key: privateKey,
      client_email: 'check@panui-production-check.iam.gserviceaccount.com',
      client_id: '1',
      token_uri: 'http://127.0.0.1:9/token',
    }),
    STRIPE_SECRET_KEY: 'sk_test_productioncheck',
    STRIPE_WEBHOOK_SECRET: 'whsec_productioncheck',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_productioncheck',
    NEWSLETTER_TOKEN_SECRET: 'n'.repeat(40),
    PREVIEW_LINK_SECRET: 'p'.repeat(40),
    PAYMENT_LINK_SECRET: 'l'.repeat(40),
  };
}

interface Started {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then waits for every process of the group; whether they ended by themselves (no SIGKILL needed). */
  stop: () => Promise<boolean>;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function start(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): Started {
  const fd = openSync(options.log, 'w');
  // Its own process group, stopped as a whole, as a terminal's Ctrl-C or systemd's stop does: npm
  // itself ends at once on SIGTERM without waiting for its script, so the site must get the signal too.
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  return {
    child,
    output: () => readFileSync(options.log, 'utf8'),
    async stop() {
      const pid = child.pid;
      if (!pid || !groupAlive(pid)) return true;
      process.kill(-pid, 'SIGTERM');
      const deadline = Date.now() + 20_000;
      while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (!groupAlive(pid)) return true;
      process.kill(-pid, 'SIGKILL');
      return false;
    },
  };
}

/** Stops the site and checks it shut down by itself, closing the database, as a deploy's stop expects. */
async function stopCleanly(site: Started, what: string): Promise<void> {
  const ended = await site.stop();
  assert(ended && /SIGTERM: stopping/.test(site.output()), `${what} did not stop by itself on SIGTERM:\n${site.output().slice(-3000)}`);
}

/** TypeScript sources and Markdown in a folder, its dependencies left out: the deployed folder should hold none. */
function repositoryFilesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return repositoryFilesIn(file);
    return /\.(tsx?|md)$/.test(entry.name) ? [file] : [];
  });
}

async function checkServes(baseUrl: string, site: Started): Promise<void> {
  const exited = new Promise<never>((_, reject) => site.child.once('exit', () => reject(new Error(`the site exited before it answered:\n${site.output().slice(-3000)}`))));
  await Promise.race([waitForHttp(`${baseUrl}/api/health/live`, 300_000), exited]);
  const live = await fetch(`${baseUrl}/api/health/live`);
  assert(live.status === 200 && (await live.json()).data?.status === 'live', `/api/health/live answered ${live.status}`);
  const ready = await fetch(`${baseUrl}/api/health/ready`);
  assert(ready.status === 200, `/api/health/ready answered ${ready.status}`);
  const home = await fetch(baseUrl);
  const html = await home.text();
  assert(home.status === 200 && html.includes('Pānui'), `the home page answered ${home.status}`);
  const article = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/.exec(html)?.[1];
  assert(article, 'the home page links no article');
  const page = await fetch(`${baseUrl}${article}`);
  assert(page.status === 200, `${article} answered ${page.status}`);
  // The page cache does not answer a reader with a session; their page is built around the body
  // kept from the render above (decision 337), and must be that page, but for its nonce.
  const shared = withoutNonce(await page.text());
  for (const attempt of [1, 2]) {
    const member = await fetch(`${baseUrl}${article}`, { headers: { cookie: '__session=production-check' } });
    assert(member.status === 200 && withoutNonce(await member.text()) === shared, `${article} with a session cookie (request ${attempt}) is not the page readers without one get`);
  }
}

/** A page with its nonce (a new one for each render) taken out. */
function withoutNonce(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.split(nonce).join('') : html;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  assert(result.status === 0, `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

async function main() {
  const began = Date.now();
  ensureProductionBuild();
  const work = mkdtempSync(path.join(tmpdir(), 'panui-production-'));
  const app = path.join(work, 'app');
  const dataDir = path.join(work, 'data');
  let site: Started | undefined;
  try {
    await step('the built tree copied (sources and .next, no node_modules)', () =>
      cpSync('.', app, { recursive: true, verbatimSymlinks: true, filter: (source) => !NOT_COPIED.has(path.relative('.', source)) }),
    );
    await step('npm ci --omit=dev', () => {
      // --prefer-offline: the packages are in npm's cache since the first `npm ci`; no need to ask the registry again.
      run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app, process.env);
      assert(!existsSync(path.join(app, 'node_modules', 'tsx')) && !existsSync(path.join(app, 'node_modules', 'firebase-tools')), 'dev dependencies were installed');
    });
    const port = await freePort();
    const env = productionEnv(dataDir, port);
    site = start('npm', ['start'], { cwd: app, env, log: path.join(work, 'start.log') });
    const started = site;
    await step('npm start (production, no dev dependencies; seeds the empty database) serves health, home and an article', () => checkServes(`http://127.0.0.1:${port}`, started));
    const lines = site.output().split('\n').filter((line) => line.startsWith('{'));
    assert(!/building first/.test(site.output()), `npm start built:\n${site.output()}`);
    assert(lines.length > 0 && lines.every((line) => typeof JSON.parse(line).level === 'string'), 'the site did not log JSON lines');
    await stopCleanly(site, 'npm start');
    site = undefined;

    await step('npm run migrate and npm run backup run compiled, without tsx', () => {
      assert(/Migrations applied/.test(run('npm', ['run', '--silent', 'migrate'], app, env)), 'npm run migrate said nothing');
      run('npm', ['run', '--silent', 'backup', '--', '--out', path.join(work, 'backups')], app, env);
      assert(readdirSync(path.join(work, 'backups')).some((file) => file.endsWith('.tar.gz')), 'npm run backup wrote no archive');
    });

    // The start a person waits for on every deploy or restart: a build for these sources and a seeded database.
    site = start('npm', ['start'], { cwd: app, env, log: path.join(work, 'restart.log') });
    const restarted = site;
    await step('npm start again on the same build and data (the figure docs/performance.md gives)', () => checkServes(`http://127.0.0.1:${port}`, restarted));
    assert(!/building first/.test(site.output()), `npm start built on a restart:\n${site.output()}`);
    await stopCleanly(site, 'npm start (restarted)');
    site = undefined;

    const deployed = path.join(work, 'deployed');
    await step(`${STANDALONE_DIR} copied alone`, () => cpSync(STANDALONE_DIR, deployed, { recursive: true, verbatimSymlinks: true }));
    await step('the deployed folder carries the build, not the repository (no sources, tests or docs)', () => {
      const carried = repositoryFilesIn(deployed).map((file) => path.relative(deployed, file));
      assert(carried.length === 0, `${STANDALONE_DIR} holds ${carried.length} of the repository's files, e.g. ${carried.slice(0, 5).join(', ')}`);
    });
    site = start(process.execPath, [path.join(deployed, 'server.js')], { cwd: work, env, log: path.join(work, 'deployed.log') });
    const deployedSite = site;
    await step('the deployed folder, started from elsewhere with node server.js, serves the same site', () => checkServes(`http://127.0.0.1:${port}`, deployedSite));
    await stopCleanly(site, 'node server.js');
    site = undefined;
    console.log(`Production check passed in ${Math.round((Date.now() - began) / 1000)} s.`);
  } catch (error) {
    // What the site wrote says why; the folder is removed below.
    if (site) console.error(`The site's last output:\n${site.output().slice(-6000)}`);
    throw error;
  } finally {
    await site?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`Production check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
