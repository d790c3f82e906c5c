import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process has the PGlite folder open: the site, or a command run beside it. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/** The lock beside a PGlite folder: `data/pglite` → `data/pglite.lock`, holding the opener's pid. */
export const pgliteLockFile = (dir: string) => `${dir.replace(/[/\\]+$/, '')}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite folder for this process (decision 257). PGlite has no lock of its own, and two
 * processes writing one folder corrupt it; the site, `npm run member:role`, backup and restore
 * all open it through here. A lock whose process has died (killed, crashed) is taken over; this
 * process may claim a folder it holds again (tests reopen one). Answers the release.
 */
export function claimPgliteFolder(dir: string): () => void {
  const file = pgliteLockFile(dir);
  // Written aside and linked into place, so the lock never exists without its pid.
  const written = `${file}.${process.pid}`;
  writeFileSync(written, String(process.pid));
  for (;;) {
    try {
      linkSync(written, file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        rmSync(written, { force: true });
        throw error;
      }
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder === process.pid) break;
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      rmSync(written, { force: true });
      throw new DatabaseInUseError(`${dir} is open in another process (pid ${holder}): stop the site (or that command) first, as PGlite allows one process at a time`);
    }
    rmSync(file, { force: true });
  }
  rmSync(written, { force: true });
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
}
