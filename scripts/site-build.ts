import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildProblem, COMMANDS_DIR } from './build-stamp.mjs';

/** The compiled production server `npm start` runs; the harnesses start it the same way. */
export const COMPILED_SERVER = path.join(COMMANDS_DIR, 'run-site.mjs');

/** Runs `npm run build` (scripts/build-site.ts) unless .next holds the build of these very sources (decision 253). */
export function ensureProductionBuild(): void {
  const problem = buildProblem(process.cwd());
  if (!problem) return;
  console.log(`Building the site, because ${problem} (npm run build; a few minutes)…`);
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/build-site.ts'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm run build failed; see the output above.');
    process.exit(1);
  }
}

/** What scripts/build-stamp.mjs records of a build, the part a harness reports. */
const BuildStamp = z.object({ builtAt: z.string(), commit: z.string().optional(), nextPublic: z.record(z.string(), z.string()) });
export type BuildStamp = z.infer<typeof BuildStamp>;

/** The stamp of the build in .next (written by `npm run build`): when, from which commit, with which NEXT_PUBLIC_* settings. */
export function readBuildStamp(): BuildStamp {
  return BuildStamp.parse(JSON.parse(readFileSync(path.join(COMMANDS_DIR, 'build.json'), 'utf8')));
}
