import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

// `npm run test:reliability`: the proof-of-trust suites (fuzzing, permissions, auth, abuse,
// headers, and part B's money and durability suites), with the unit tests' emulator and setup.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const createJestConfig = nextJest({ dir: root });

const esmOnly = ['rettime', 'until-async', '@open-draft', 'feed'];

const config = createJestConfig({
  rootDir: root,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/reliability/**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/setup/global-setup.ts',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/__tests__/setup/env.ts', '<rootDir>/reliability/helpers/figures-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/after-env.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Suites run thousands of requests each; a single test may take a minute.
  testTimeout: 180_000,
  reporters: ['default', '<rootDir>/reliability/summary-reporter.mjs'],
});

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
