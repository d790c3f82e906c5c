// Ghost from the npm registry, installed once per machine for npm run bench:ghost (decision 332):
// never committed, kept outside the git tree (BENCH_GHOST_DIR, default .bench-data/ghost-<version>).
// Ghost's package is meant to be installed inside its own folder, as Ghost-CLI does (its
// @tryghost/i18n dependency is a tarball inside the package, `file:components/…`, which npm cannot
// fetch when Ghost is someone else's dependency), so the bench packs it, unpacks it and installs
// its production dependencies there, with SQLite's driver built from source. ghostConfig is the
// configuration it runs with.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';

/** The Ghost issue [19]'s first measurement was against: 5.130, its newest patch. Node 20 is in its engines. */
export const GHOST_VERSION = process.env.BENCH_GHOST_VERSION ?? '5.130.6';

/** Where the bench keeps Ghost: its install in `current`, the seeded content beside it. */
export const ghostHome = (version = GHOST_VERSION) => path.resolve(process.env.BENCH_GHOST_DIR ?? path.join(process.env.BENCH_DATA_CACHE ?? '.bench-data', `ghost-${version}`));

/** The part of Ghost's package.json the install changes. */
export const GhostPackage = z.looseObject({
  name: z.literal('ghost'),
  version: z.string(),
  dependencies: z.record(z.string(), z.string()),
  resolutions: z.record(z.string(), z.string()).optional(),
});
export type GhostPackage = z.infer<typeof GhostPackage>;

// Packages whose install script compiles a native addon Ghost loads: SQLite's driver, and re2
// (link previews' regular expressions, loaded at start). Both are built from source here.
const NATIVE = ['sqlite3', 're2'];

/**
 * Ghost's package.json as npm can install it in its own folder: without its monorepo's development
 * dependencies (one is a GitHub commit) and scripts, its yarn `resolutions` as npm `overrides`
 * (`$name` where Ghost depends on the package itself, as npm requires), and the native packages'
 * install scripts allowed.
 */
export function installablePackage(ghost: GhostPackage): Record<string, unknown> {
  const { devDependencies: _dev, scripts: _scripts, resolutions = {}, ...kept } = ghost;
  const overrides = Object.fromEntries(
    Object.entries(resolutions)
      // A `file:` resolution is Ghost's own dependency on a tarball it carries; it needs no override.
      .filter(([, version]) => !version.startsWith('file:'))
      .map(([name, version]) => [name, ghost.dependencies[name] === undefined ? version : `$${name}`]),
  );
  return { ...kept, overrides, allowScripts: Object.fromEntries(NATIVE.map((name) => [name, true])) };
}

const InstalledMark = z.object({ version: z.string(), installedAt: z.string() });

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`);
}

/** Installs Ghost `version` into `home`/current unless it is there already; returns that folder. */
export function ensureGhostInstalled(home = ghostHome(), version = GHOST_VERSION): string {
  const current = path.join(home, 'current');
  const mark = path.join(home, 'installed.json');
  if (existsSync(mark) && InstalledMark.parse(JSON.parse(readFileSync(mark, 'utf8'))).version === version) return current;
  console.log(`Installing Ghost ${version} from the npm registry into ${path.relative(process.cwd(), home) || home} (about 10 minutes: SQLite and re2 are compiled)…`);
  const started = Date.now();
  rmSync(current, { recursive: true, force: true });
  mkdirSync(current, { recursive: true });
  const packed = spawnSync('npm', ['pack', `ghost@${version}`, '--pack-destination', home, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (packed.status !== 0) throw new Error(`npm pack ghost@${version} failed`);
  const [tarball] = z.array(z.object({ filename: z.string() })).parse(JSON.parse(packed.stdout));
  if (!tarball) throw new Error(`npm pack ghost@${version} named no file`);
  const file = path.join(home, tarball.filename);
  tar.extract({ file, cwd: current, strip: 1, sync: true });
  rmSync(file);
  // The monorepo's lockfile names development tools from GitHub; npm resolves from package.json.
  rmSync(path.join(current, 'yarn.lock'), { force: true });
  const ghost = GhostPackage.parse(JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8')));
  writeFileSync(path.join(current, 'package.json'), `${JSON.stringify(installablePackage(ghost), null, 2)}\n`);
  // --legacy-peer-deps: bookshelf 1.2.0 asks for knex below 0.22 and Ghost ships knex 2.4.2, which
  // yarn (Ghost's own installer) only warns about. No binary is downloaded: sqlite3 and re2 compile.
  run('npm', ['install', '--omit=dev', '--legacy-peer-deps', '--no-audit', '--no-fund'], current, {
    ...process.env,
    npm_config_build_from_source: 'true',
    DOWNLOAD_FORCE_BUILD: '1',
  });
  run(process.execPath, ['-e', "require('sqlite3'); require('re2')"], current);
  writeFileSync(mark, `${JSON.stringify({ version, installedAt: new Date().toISOString() })}\n`);
  console.log(`Ghost ${version} installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  return current;
}

/**
 * config.production.json: Ghost's production defaults (logging to a file, its caching, its
 * MemoryCache adapter) but SQLite in the content folder, no mail (the stub transport), and nothing
 * that calls out (update check, Gravatar, ping). Staff device verification would email a code at
 * every sign-in; the bench signs in once to seed, so it is off.
 */
export function ghostConfig(port: number, contentPath: string): Record<string, unknown> {
  return {
    url: `http://127.0.0.1:${port}`,
    server: { host: '127.0.0.1', port },
    database: { client: 'sqlite3', connection: { filename: path.join(contentPath, 'data', 'ghost.db') }, useNullAsDefault: true, debug: false },
    mail: { transport: 'stub' },
    paths: { contentPath },
    privacy: { useUpdateCheck: false, useGravatar: false, useRpcPing: false },
    security: { staffDeviceVerification: false },
  };
}
