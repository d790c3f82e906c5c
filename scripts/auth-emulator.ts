import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './free-port';
import { ConfigError } from '@/lib/server/config';

export interface AuthEmulator {
  host: string;
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline) on 127.0.0.1:`port`.
 * With `persist`, accounts are imported from and exported to DATA_DIR/firebase-auth.
 * With `yieldToSite`, it runs at a lower CPU priority, so a site starting beside it serves first.
 */
export async function startAuthEmulator(options: {
  dataDir: string;
  port: number;
  projectId: string;
  persist: boolean;
  readyWithinMs?: number;
  yieldToSite?: boolean;
}): Promise<AuthEmulator> {
  const bin = path.join(process.cwd(), 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) {
    // firebase-tools is a dev dependency: `npm ci --omit=dev` and a deployed build leave it out.
    throw new ConfigError(
      'FIREBASE_SERVICE_ACCOUNT: is required here: the Auth emulator (firebase-tools, a development tool) is not installed. ' +
        'Set FIREBASE_SERVICE_ACCOUNT for real Firebase Auth, FIREBASE_AUTH_EMULATOR_HOST for an emulator already running, or run `npm ci` for the dev dependencies',
    );
  }
  const dir = path.resolve(options.dataDir, 'firebase');
  mkdirSync(dir, { recursive: true });
  // The hub and logging ports are internal; free ones let several copies run side by side.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const configFile = path.join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const exportDir = path.join(dir, 'export');
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile];
  if (options.persist) {
    if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  const log = createWriteStream(path.join(dir, 'emulator.log'));
  const child: ChildProcess = spawn(bin, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } });
  // firebase-tools starts its Java server later, which inherits the priority.
  if (options.yieldToSite && child.pid !== undefined) setPriority(child.pid, 10);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const host = `127.0.0.1:${options.port}`;
  try {
    await Promise.race([
      // A minute is plenty on an idle machine; on a busy CI runner firebase-tools can take longer to load.
      waitForHttp(`http://${host}/`, options.readyWithinMs ?? 180_000),
      exited.then(() => {
        throw new Error(`the Auth emulator exited early; see ${path.join(dir, 'emulator.log')}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    host,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT'); // lets --export-on-exit save accounts
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
