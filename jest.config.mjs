import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw's own dependencies ship as ES modules only; SWC turns them into CommonJS for Jest.
const esmOnly = ['rettime', 'until-async', '@open-draft', 'feed'];

const config = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // A real Firebase Auth emulator for the run; workers inherit FIREBASE_AUTH_EMULATOR_HOST.
  globalSetup: '<rootDir>/__tests__/setup/global-setup.ts',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/__tests__/setup/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/after-env.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The build's standalone folder holds a copy of package.json and node_modules: not modules of ours.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  // PGlite starts in about a second; a whole file's tests share one in-memory database.
  testTimeout: 20_000,
  // Jest's default on a 2-core machine is one worker, which leaves a core idle while PGlite
  // (WebAssembly, CPU-bound) runs; two workers use both (decision 204).
  maxWorkers: 2,
  // A worker keeps what each file's PGlite allocated (WebAssembly memory, outside the JS heap that
  // Jest's memory limit measures): one worker reached 9.7 GB resident after 140 files and, in CI, was
  // killed mid-suite. A fresh worker per file costs about a second of start-up each; reusing workers
  // under a heap limit was measured and does not keep that memory down (decision 308).
  workerIdleMemoryLimit: 0,
});

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
