import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Hands Next the settings `next build` resolved, as the server.js Next writes for `output:
 * 'standalone'` does (the variable is Next's own): a production start then loads nothing of
 * next.config.ts, which is neither in a deployed folder nor loadable without a TypeScript compiler
 * (decision 254). Without a build it does nothing, and Next says the build is missing.
 */
export function passBuiltNextConfig(appDir: string): void {
  const file = path.join(appDir, '.next', 'required-server-files.json');
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG || !existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: unknown };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
