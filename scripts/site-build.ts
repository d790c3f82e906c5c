import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['pages', 'components', 'context', 'hooks', 'lib', 'styles', 'public'];
const SOURCE_FILES = ['next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale(root = process.cwd()): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCE_DIRS, ...SOURCE_FILES].some((entry) => newestMtime(path.join(root, entry)) > built);
}

/** Runs `next build` when the production build is missing or stale. */
export function ensureProductionBuild(): void {
  if (!buildIsStale()) return;
  console.log('Building the site (next build); this takes a minute or two the first time…');
  const result = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('next build failed; see the output above.');
    process.exit(1);
  }
}
