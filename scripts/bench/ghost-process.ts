// Ghost started as Ghost-CLI lays it out: a folder holding config.production.json, the content and a
// `current` link to the install (Ghost finds its own package.json through the working folder or
// its `current`). NODE_ENV=production, SQLite, on a free port of 127.0.0.1. And the seeded content
// folder the bench starts it on.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../free-port';
import { ghostConfig } from './ghost-install';
import { seedGhost } from './ghost-seed';
import { onServerCore } from './load';

export interface GhostProcess {
  baseUrl: string;
  pid: number;
  /** Stops Ghost and removes its folder; with `keepContentAt`, its content (database included) is moved there first. */
  stop(keepContentAt?: string): Promise<void>;
}

/** How long Ghost may take to answer: its first start creates and fills the SQLite database. */
const GHOST_READY_WITHIN_MS = 300_000;

function logTail(folder: string): string {
  const files = [path.join(folder, 'ghost.out'), ...(existsSync(path.join(folder, 'content', 'logs')) ? readdirSync(path.join(folder, 'content', 'logs')).filter((name) => name.endsWith('.error.log')).map((name) => path.join(folder, 'content', 'logs', name)) : [])];
  return files
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8').split('\n').slice(-15).join('\n'))
    .join('\n');
}

/**
 * Starts Ghost from `install` on the server core, on a content folder that `prepare` fills (a copy
 * of the install's own for a new site, or of a seeded one), and waits until it answers.
 */
export async function startGhost(install: string, prepare: (contentPath: string) => void): Promise<GhostProcess> {
  const folder = mkdtempSync(path.join(tmpdir(), 'panui-ghost-'));
  const contentPath = path.join(folder, 'content');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  try {
    prepare(contentPath);
    symlinkSync(install, path.join(folder, 'current'));
    writeFileSync(path.join(folder, 'config.production.json'), `${JSON.stringify(ghostConfig(port, contentPath), null, 2)}\n`);
    const out = openSync(path.join(folder, 'ghost.out'), 'a');
    child = await onServerCore(async () =>
      // Its own process group, so a stop reaches whatever it starts.
      spawn(process.execPath, [path.join('current', 'index.js')], { cwd: folder, detached: true, stdio: ['ignore', out, out], env: { ...process.env, NODE_ENV: 'production' } }),
    );
    closeSync(out);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const ghost = child;
  const exited = new Promise<void>((resolve) => ghost.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    if (ghost.exitCode === null && ghost.signalCode === null && ghost.pid) process.kill(-ghost.pid, name);
  };
  const stop = async (keepContentAt?: string) => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    if (keepContentAt) cpSync(contentPath, keepContentAt, { recursive: true });
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      // Ghost answers 503 while it boots; waitForHttp waits for an answer below 500.
      waitForHttp(baseUrl, GHOST_READY_WITHIN_MS),
      exited.then(() => {
        throw new Error('Ghost exited before it answered');
      }),
    ]);
  } catch (error) {
    const tail = logTail(folder);
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  return { baseUrl, pid: ghost.pid ?? 0, stop };
}

/**
 * A Ghost content folder (SQLite database included) with `posts` published stories, seeded once in
 * `home` and kept, as scripts/bench/load.ts keeps our seeded data folders.
 */
export async function seededGhostContent(install: string, home: string, posts: number): Promise<string> {
  const dir = path.join(home, `content-${posts}-posts`);
  if (existsSync(path.join(dir, 'complete'))) return dir;
  console.log(`Seeding Ghost with ${posts} posts (kept in ${path.relative(process.cwd(), dir) || dir})…`);
  const started = Date.now();
  const work = path.join(home, `seeding-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  const ghost = await startGhost(install, (contentPath) => cpSync(path.join(install, 'content'), contentPath, { recursive: true }));
  try {
    await seedGhost(ghost.baseUrl, posts);
  } catch (error) {
    await ghost.stop();
    throw error;
  }
  await ghost.stop(work);
  // The seeding run's logs are no part of the template; Ghost logs into the folder.
  rmSync(path.join(work, 'logs'), { recursive: true, force: true });
  mkdirSync(path.join(work, 'logs'));
  writeFileSync(path.join(work, 'complete'), `${new Date().toISOString()}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  console.log(`Seeded Ghost in ${Math.round((Date.now() - started) / 1000)} s.`);
  return dir;
}
