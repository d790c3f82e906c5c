import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Hands Next the settings `next build` resolved, as the server.js Next writes for `output:
 * 'standalone'` does (the variable is Next's own): a production start then loads nothing of
 * next.config.ts, which is neither in a deployed folder nor loadable without a TypeScript compiler
 * (decision 254). Without a build it does nothing, and Next says the build is missing.
 *
 * `compress` is set here, at start, from COMPRESS rather than baked in at build: the same build
 * runs alone (gzipping its answers) and behind nginx, which compresses instead (decision 331).
 */
export function passBuiltNextConfig(appDir: string, settings: { compress: boolean }): void {
  const config = builtNextConfig(appDir);
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG || !config) return;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, compress: settings.compress });
}

/** The settings `next build` resolved, or undefined without a build. */
function builtNextConfig(appDir: string): (Record<string, unknown> & { env?: Record<string, string> }) | undefined {
  const file = path.join(appDir, '.next', 'required-server-files.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { config: Record<string, unknown> & { env?: Record<string, string> } }).config;
}

/**
 * The NEXT_PUBLIC_* values the build compiled into the pages' code (next.config.ts's `env`), over
 * this process's own: what the policy must allow is what the browser will load.
 */
export function builtBrowserSettings(appDir: string): Record<string, string | undefined> {
  return { ...process.env, ...builtNextConfig(appDir)?.env };
}
