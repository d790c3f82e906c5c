import { rmSync } from 'node:fs';
import { GLOBAL_SETUP_KEY, type GlobalWithSetup } from './global-setup';
import { removePgliteTemplate } from './pglite-template';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as GlobalWithSetup)[GLOBAL_SETUP_KEY];
  if (!started) return;
  removePgliteTemplate(started.templateDir);
  if (!started.emulator) return;
  await started.emulator.emulator.stop();
  rmSync(started.emulator.dataDir, { recursive: true, force: true });
}
