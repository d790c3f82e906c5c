// npm run test:e2e: a production build, started with the Auth emulator on free ports and a fresh
// data folder, then Playwright against it. Extra arguments go to `playwright test`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureProductionBuild } from './site-build';
import { type SiteProcess, startSiteProcess } from './site-process';

/** The journeys' site shows ads (e2e/ads.spec.ts); GPT is answered by e2e/helpers/fake-gpt.ts, for every journey. */
const JOURNEYS_AD_UNIT_PREFIX = '/1234567/panui-journeys';

async function main() {
  // Compiled into the build and read by e2e/first-load-budget.spec.ts, so set before either.
  process.env.NEXT_PUBLIC_AD_UNIT_PREFIX ??= JOURNEYS_AD_UNIT_PREFIX;
  ensureProductionBuild();
  let site: SiteProcess | undefined;
  let code = 1;
  try {
    // TRUST_PROXY: each journey sends its own X-Forwarded-For (e2e/fixtures.ts).
    // PUBLISH_JOB_SECONDS: a scheduled story's journey waits for the publish job; 2 s keeps that wait short.
    // SHOW_SUPPORTER_COUNT: the donate page's "Join N readers who give" (e2e/support-story.spec.ts).
    // PAYMENTS_RATE_LIMIT: every journey pays with the same few sandbox test cards, and one card's
    // limit (20 in 10 minutes) would count the whole suite's gifts as one card tester's.
    // SEED_PICTURES=1 (npm run screens): the sample stories get their pictures, drawn after the site is up.
    const pictures: Record<string, string> = process.env.SEED_PICTURES ? { SEED_PICTURES: process.env.SEED_PICTURES } : {};
    site = await startSiteProcess({ env: { ENABLE_TEST_ROUTES: '1', TRUST_PROXY: '1', PUBLISH_JOB_SECONDS: '2', PAYMENTS_RATE_LIMIT: '1000', SHOW_SUPPORTER_COUNT: '1', ...pictures } });
    const runner = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      // E2E_DATA_DIR: the journeys read the dev mailbox (DATA_DIR/mail) the site writes emails to.
      // E2E_AUTH_EMULATOR_URL: the journeys read the emulator's "sent" emails from its admin API directly.
      env: { ...process.env, E2E_BASE_URL: site.baseUrl, E2E_DATA_DIR: site.dataDir, E2E_AUTH_EMULATOR_URL: site.authEmulatorUrl },
    });
    code = await new Promise<number>((resolve) => runner.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  } catch (error) {
    console.error(`End-to-end run could not start: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await site?.stop();
  }
  process.exit(code);
}

void main();
