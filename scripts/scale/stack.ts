// The deployed shape on one machine, for npm run test:scale and the bench: Postgres, Redis, the
// Auth emulator, two instances of the production site and nginx in front, all on 127.0.0.1 in
// throwaway folders. Debian packages: postgresql, redis-server, nginx.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuthEmulator, startAuthEmulator } from '../auth-emulator';
import { freePort, waitForHttp } from '../free-port';
import { COMPILED_SERVER } from '../site-build';
import { nginxConf } from './nginx-conf';
import { spawnLogged, startPostgres, waitFor } from './postgres';

export interface Stack {
  /** nginx, in front of both instances. */
  url: string;
  /** Each instance directly, bypassing nginx. */
  instances: string[];
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** Each instance's METRICS_TOKEN, for GET /api/metrics. */
  metricsToken: string;
  /** nginx's master process, whose workers are its children (for the CPU they use). */
  nginxPid: number;
  stop(): Promise<void>;
}

const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const onPath = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;

/** Whether the Debian packages the stack needs (postgresql, redis-server, nginx) are installed. */
export function stackInstalled(): boolean {
  return existsSync('/usr/lib/postgresql') && onPath('redis-server') && (NGINX !== 'nginx' || onPath('nginx'));
}

export async function startStack(options: { siteEnv?: Record<string, string>; quiet?: boolean } = {}): Promise<Stack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-scale-'));
  const children: ChildProcess[] = [];
  let emulator: AuthEmulator | undefined;
  const stop = async () => {
    for (const child of [...children].reverse()) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
    await emulator?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const log = (name: string) => path.join(dir, `${name}.log`);
    const say = (line: string) => options.quiet || console.log(line);

    const postgres = await startPostgres(dir, log('postgres'));
    children.push(postgres.child);
    const { databaseUrl } = postgres;
    say(`Postgres on ${new URL(databaseUrl).port}`);

    const redisPort = await freePort();
    children.push(spawnLogged('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], log('redis')));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitFor('Redis', () => spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG');
    say(`Redis on ${redisPort}`);

    const dataDir = path.join(dir, 'data');
    const authPort = await freePort();
    // firebase-tools takes long to load on a busy machine.
    emulator = await startAuthEmulator({ dataDir, port: authPort, projectId: 'demo-panui', persist: false, readyWithinMs: 180_000 });

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const instances: string[] = [];
    const metricsToken = randomUUID();
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const env = {
        ...process.env,
        // Drawing the sample pictures is minutes of CPU on both instances at once, and nothing
        // the stack proves is about pictures.
        SEED_PICTURES: '0',
        // nginx compresses and keeps the compressed copy (decision 331).
        COMPRESS: '0',
        // A story's page is put in nginx's cache when it is published (decision 330).
        PAGE_CACHE_URL: url,
        METRICS_TOKEN: metricsToken,
        ...options.siteEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        TRUST_PROXY: '1',
      };
      children.push(spawnLogged(process.execPath, [COMPILED_SERVER], log(`site-${name}`), env));
      // One at a time: the first migrates and seeds, the second finds it done.
      await waitForHttp(`http://127.0.0.1:${port}/api/health/live`, 180_000);
      instances.push(`http://127.0.0.1:${port}`);
      say(`Instance ${name} on ${port}`);
    }

    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(nginxDir);
    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(conf, nginxConf({ dir: nginxDir, port: nginxPort, upstreams: instances.map((instance) => Number(new URL(instance).port)) }));
    const nginx = spawnLogged(NGINX, ['-c', conf, '-e', path.join(nginxDir, 'error.log')], log('nginx'));
    children.push(nginx);
    await waitForHttp(`${url}/api/health/live`, 30_000);
    say(`nginx on ${nginxPort}`);
    return { url, instances, databaseUrl, redisUrl, dataDir, metricsToken, nginxPid: nginx.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
