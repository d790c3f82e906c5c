// npm run test:e2e: a production build, started with the Auth emulator on free ports and a fresh
// data folder, then Playwright against it. Extra arguments go to `playwright test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './free-port';
import { ensureProductionBuild } from './site-build';

async function main() {
  ensureProductionBuild();
  const [port, authPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const site = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/run-site.ts', '--prod'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      AUTH_EMULATOR_PORT: String(authPort),
      DATA_DIR: dataDir,
      ENABLE_TEST_ROUTES: '1',
    },
  });
  const siteExited = new Promise<void>((resolve) => site.once('exit', () => resolve()));
  const stopSite = async () => {
    if (site.exitCode === null && site.pid) process.kill(-site.pid, 'SIGTERM');
    const timer = setTimeout(() => site.pid && process.kill(-site.pid, 'SIGKILL'), 20_000);
    await siteExited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };

  let code = 1;
  try {
    await Promise.race([
      waitForHttp(baseUrl, 180_000),
      siteExited.then(() => {
        throw new Error('the site exited before it answered');
      }),
    ]);
    const runner = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl },
    });
    code = await new Promise<number>((resolve) => runner.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  } catch (error) {
    console.error(`End-to-end run could not start: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopSite();
  }
  process.exit(code);
}

void main();
