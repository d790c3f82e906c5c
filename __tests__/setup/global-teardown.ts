import { rmSync } from 'node:fs';
import type { AuthEmulator } from '../../scripts/auth-emulator';

const KEY = Symbol.for('panui.test.authEmulator');
type GlobalWithEmulator = typeof globalThis & { [KEY]?: { emulator: AuthEmulator; dataDir: string } };

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as GlobalWithEmulator)[KEY];
  if (!started) return;
  await started.emulator.stop();
  rmSync(started.dataDir, { recursive: true, force: true });
}
