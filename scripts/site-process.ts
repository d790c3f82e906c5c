import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './free-port';
import { COMPILED_SERVER } from './site-build';

export interface SiteProcess {
  baseUrl: string;
  dataDir: string;
  /** The Auth emulator the site uses, for test helpers that need its admin API (the site never passes that through). */
  authEmulatorUrl: string;
  /** The site's process, which leads its process group. */
  pid: number;
  stop(): Promise<void>;
}

/** How long a fresh site may take to answer (seeding included); SITE_READY_SECONDS overrides it. */
const SITE_READY_WITHIN_MS = Number(process.env.SITE_READY_SECONDS ?? 600) * 1_000;

interface SiteOptions {
  env?: Record<string, string>;
  quiet?: boolean;
  /** Where the site's stdout (its log lines) goes instead; stderr then goes to `${logFile}.stderr`. */
  logFile?: string;
  prepare?: (dataDir: string) => void;
}

class SiteExitedEarlyError extends Error {}

const SITE_START_ATTEMPTS = 3;

/**
 * Starts the production site (scripts/run-site.ts as `npm run build` compiled it; build first) with its own Auth emulator on free ports of
 * 127.0.0.1 and a throwaway data folder, and waits until it answers. `prepare` runs first with
 * that folder (for example to seed it), while the database is not yet open.
 *
 * A port that was free a moment ago can be taken before the site listens on it, seconds later:
 * the Auth emulator picks its own free ports in that moment, and the system may hand out the same
 * one (CI once saw EADDRINUSE). A site that exits before answering is started again, on new ports
 * and a new folder, up to SITE_START_ATTEMPTS times.
 */
export async function startSiteProcess(options: SiteOptions): Promise<SiteProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOnce(options);
    } catch (error) {
      if (!(error instanceof SiteExitedEarlyError) || attempt === SITE_START_ATTEMPTS) throw error;
      console.error(`The site exited before it answered (attempt ${attempt} of ${SITE_START_ATTEMPTS}): starting it again on new ports.`);
    }
  }
}

async function startSiteOnce(options: SiteOptions): Promise<SiteProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-site-'));
  try {
    options.prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const [port, authPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = options.quiet ? 'ignore' : 'inherit';
  const logs = options.logFile ? [openSync(options.logFile, 'a'), openSync(`${options.logFile}.stderr`, 'a')] : undefined;
  const site = spawn(process.execPath, [COMPILED_SERVER], {
    // Its own process group, so stopping it also stops the emulator.
    detached: true,
    stdio: ['ignore', logs?.[0] ?? output, logs?.[1] ?? output],
    env: {
      ...process.env,
      // Drawing the 64 sample pictures would add minutes to every start; a caller that
      // needs them passes SEED_PICTURES=1.
      SEED_PICTURES: '0',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      AUTH_EMULATOR_PORT: String(authPort),
      DATA_DIR: dataDir,
    },
  });
  // The child holds its own copies of the log files' descriptors.
  for (const fd of logs ?? []) closeSync(fd);
  const exited = new Promise<void>((resolve) => site.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    if (site.exitCode === null && site.pid) process.kill(-site.pid, name);
  };
  const stop = async () => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      // A fresh data folder is seeded first, drawing every sample story's picture in three formats and
      // several widths: minutes on a busy machine, so the site answers only after that.
      waitForHttp(baseUrl, SITE_READY_WITHIN_MS),
      exited.then(() => {
        throw new SiteExitedEarlyError('the site exited before it answered');
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  // An emulator named in the environment is used as it is; otherwise the site starts its own on authPort.
  const authEmulatorUrl = `http://${options.env?.FIREBASE_AUTH_EMULATOR_HOST ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${authPort}`}`;
  return { baseUrl, dataDir, authEmulatorUrl, pid: site.pid ?? 0, stop };
}
