import path from 'node:path';

/** Set by the compiled commands' first lines (scripts/build-site.ts): the folder the build lives in. */
const APP_FILES_KEY = Symbol.for('panui.appFilesDir');
type GlobalWithAppFiles = typeof globalThis & { [APP_FILES_KEY]?: string };

/**
 * The folder holding what the site ships with its code: Next's `.next`, `public/` and the
 * migrations. For the compiled server (`npm start`, a deployed `.next/standalone`) it is the
 * build's own folder, wherever the process was started from; under tsx and in tests it is the
 * working directory, the repository. Data (DATA_DIR) is never looked for here (decision 254).
 */
export function appFilesDir(): string {
  return (globalThis as GlobalWithAppFiles)[APP_FILES_KEY] ?? process.cwd();
}

/**
 * A path inside appFilesDir(). Turbopack is told not to follow it: the build copies what is read
 * here into the deployed folder itself (scripts/build-site.ts), and following a path it cannot
 * resolve made it carry the whole repository (sources, tests, docs) into .next/standalone.
 */
export function appFile(...segments: string[]): string {
  return path.join(/*turbopackIgnore: true*/ appFilesDir(), ...segments);
}
