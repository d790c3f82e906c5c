import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimPgliteFolder, DatabaseInUseError, pgliteLockFile } from '@/lib/server/db/pglite-lock';

// The lock is what stops a second process (a command run beside the site) from writing a PGlite
// folder the site has open, which would corrupt it (decision 257).
const work = mkdtempSync(path.join(tmpdir(), 'panui-pglite-lock-'));
const dir = path.join(work, 'pglite');
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => rmSync(pgliteLockFile(dir), { force: true }));

/** A pid no process has any more: a child that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

it('names this process beside the folder, lets it claim again, and removes the lock on release', () => {
  const release = claimPgliteFolder(`${dir}/`);
  expect(readFileSync(path.join(work, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  claimPgliteFolder(dir);
  release();
  expect(existsSync(pgliteLockFile(dir))).toBe(false);
});

it('refuses a folder a live process holds, naming it, and leaves its lock alone', () => {
  writeFileSync(pgliteLockFile(dir), String(process.ppid));
  expect(() => claimPgliteFolder(dir)).toThrow(DatabaseInUseError);
  expect(() => claimPgliteFolder(dir)).toThrow(`is open in another process (pid ${process.ppid})`);
  expect(readFileSync(pgliteLockFile(dir), 'utf8')).toBe(String(process.ppid));
});

it('takes over the lock of a process that died without releasing it', () => {
  writeFileSync(pgliteLockFile(dir), String(deadPid()));
  const release = claimPgliteFolder(dir);
  expect(readFileSync(pgliteLockFile(dir), 'utf8')).toBe(String(process.pid));
  release();
});

it('does not remove a lock another process has taken since', () => {
  const release = claimPgliteFolder(dir);
  writeFileSync(pgliteLockFile(dir), String(process.ppid));
  release();
  expect(readFileSync(pgliteLockFile(dir), 'utf8')).toBe(String(process.ppid));
});
