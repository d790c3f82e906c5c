// A throwaway Postgres in a folder of its own, for the scale stack and the desk bench: initdb,
// trust auth, fsync off, on a free port of 127.0.0.1. Debian package: postgresql.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('Postgres is not installed (apt-get install postgresql)');
  return path.join(root, version, 'bin');
}

/** Postgres refuses to run as root; as root its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export function spawnLogged(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // Its own process group, so stopping it also stops what it starts.
  return spawn('bash', ['-c', 'exec "$@" >>"$LOG" 2>&1', 'run', command, ...args], { detached: true, stdio: 'ignore', env: { ...env, LOG: log } });
}

export async function waitFor(what: string, ready: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts Postgres with its data in `dir`/postgres and its log in `log`; `settings` are extra
 * `-c name=value` settings. The child is a process group of its own: kill -pid stops it.
 */
export async function startPostgres(dir: string, log: string, settings: string[] = []): Promise<{ child: ChildProcess; databaseUrl: string }> {
  const pgData = path.join(dir, 'postgres');
  mkdirSync(pgData);
  if (process.getuid?.() === 0) {
    // The postgres user must be able to reach its folder inside this one.
    chmodSync(dir, 0o711);
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(pgData, id('-u'), id('-g'));
  }
  const bin = postgresBin();
  const initdb = spawnSync(...asPostgres(path.join(bin, 'initdb'), ['-D', pgData, '-U', 'panui', '--auth=trust', '-E', 'UTF8', '--no-sync']), { encoding: 'utf8' });
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);
  const pgPort = await freePort();
  const pgArgs = ['-D', pgData, '-p', String(pgPort), '-k', pgData, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=100', ...settings.flatMap((setting) => ['-c', setting])];
  const child = spawnLogged(...asPostgres(path.join(bin, 'postgres'), pgArgs), log);
  await waitFor('Postgres', () => spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(pgPort)]).status === 0);
  return { child, databaseUrl: `postgres://panui@127.0.0.1:${pgPort}/postgres` };
}
