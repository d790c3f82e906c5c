// Whether the build in .next is the build of the sources in this folder (decision 253). Plain
// JavaScript, so `npm start` can ask before anything is compiled and without the dev dependencies.
// The answer compares file contents (SHA-256), never file times: a git checkout, a copy or an
// unpacked archive touches every time but changes no content, and an edit of equal time is caught.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run build` writes the compiled commands and its stamp, inside Next's own folder. */
export const COMMANDS_DIR = path.join('.next', 'panui');
/** The folder a deployment copies: Next's standalone output, completed by scripts/build-site.ts. */
export const STANDALONE_DIR = path.join('.next', 'standalone');
const STAMP_FILE = path.join(COMMANDS_DIR, 'build.json');

/**
 * The commands a production machine runs, by npm script: each is scripts/<name>.ts, compiled to
 * COMMANDS_DIR/<name>.mjs. `npm run seed` and `npm run dev` stay development tools (tsx).
 */
export const COMMANDS = {
  start: 'run-site',
  migrate: 'migrate',
  'jobs:renew': 'renew',
  'member:role': 'member-role',
  'newsletters:sync': 'newsletters-sync',
  'import:wordpress': 'import-wordpress',
  backup: 'backup',
  restore: 'restore',
  outbox: 'outbox',
  'statements:send': 'statements-send',
  'reminders:send': 'reminders-send',
};

/** What `next build` reads, and the build's own procedure. The commands' files (scripts/*.ts) are recorded by each build. */
const SOURCE_DIRS = ['pages', 'components', 'context', 'hooks', 'lib', 'styles', 'public'];
const SOURCE_FILES = ['next.config.ts', 'instrumentation.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build-site.ts', 'scripts/build-stamp.mjs', '.env', '.env.local', '.env.production', '.env.production.local'];

function filesUnder(root, dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

function contentHash(file) {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 20);
  } catch {
    return 'missing';
  }
}

/**
 * Every input's content hash, by path relative to `root`: the folders and files `next build`
 * reads, and `commandFiles` (the commands' own sources, outside those folders).
 * @param {string} root
 * @param {string[]} commandFiles
 * @returns {Record<string, string>}
 */
export function sourceHashes(root, commandFiles) {
  const files = [...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)), ...SOURCE_FILES.filter((file) => existsSync(path.join(root, file))), ...commandFiles];
  return Object.fromEntries([...new Set(files)].sort().map((file) => [file, contentHash(path.join(root, file))]));
}

/** The NEXT_PUBLIC_* values in `env`: `next build` compiles them into the browser's code. */
function publicSettings(env) {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('NEXT_PUBLIC_') && value !== undefined).sort());
}

function gitCommit(root) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Records what a build was made from; scripts/build-site.ts calls it once the build is complete,
 * with the hashes it took before compiling.
 * @param {string} root
 * @param {{ files: Record<string, string>, commandFiles: string[], env: Record<string, string | undefined> }} made
 */
export function writeStamp(root, made) {
  const stamp = { builtAt: new Date().toISOString(), commit: gitCommit(root), node: process.version, commandFiles: made.commandFiles, nextPublic: publicSettings(made.env), files: made.files };
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 1)}\n`);
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

function listed(names) {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

/**
 * Why the build in `root` cannot serve these sources, in words for the person starting the site,
 * or undefined when it can. A NEXT_PUBLIC_* setting counts only when it is set now to a value the
 * build was not made with: a deployment may set them for the build alone.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function buildProblem(root, env = process.env) {
  const stamp = readStamp(root);
  if (!stamp || !existsSync(path.join(root, '.next', 'BUILD_ID'))) return 'there is no production build yet';
  const now = sourceHashes(root, stamp.commandFiles);
  const changed = [...new Set([...Object.keys(now), ...Object.keys(stamp.files)])].filter((file) => now[file] !== stamp.files[file]).sort();
  if (changed.length > 0) return `the sources changed since the build of ${stamp.builtAt} (${listed(changed)})`;
  const differing = Object.entries(publicSettings(env))
    // Set empty now is what a build made without it compiled in (next.config.ts turns unset into '').
    .filter(([name, value]) => (stamp.nextPublic[name] ?? '') !== value)
    .map(([name]) => name);
  if (differing.length > 0) return `${listed(differing)} ${differing.length === 1 ? 'is' : 'are'} set to a value the build was not made with (it is compiled into the browser's code)`;
  return undefined;
}
