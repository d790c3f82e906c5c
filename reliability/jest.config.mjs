import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// As jest.config.mjs: msw's own dependencies ship as ES modules only.
const esmOnly = ['rettime', 'until-async', '@open-draft', 'feed'];

// npm run test:reliability: the proof-of-trust suites (fuzzing, permissions, auth, abuse, headers,
// money, faults, webhooks, durability), on PGlite or, with DATABASE_URL, on Postgres.
const config = createJestConfig({
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/reliability/**/*.test.ts'],
  globalSetup: '<rootDir>/reliability/setup/global-setup.ts',
  globalTeardown: '<rootDir>/reliability/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/reliability/setup/env.ts', '<rootDir>/reliability/helpers/figures-env.ts'],
  // fresh-database first: on the Postgres pass its beforeAll names the suite's own database before
  // after-env's beforeAll opens the database.
  setupFilesAfterEnv: ['<rootDir>/reliability/setup/fresh-database.ts', '<rootDir>/__tests__/setup/after-env.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The build's standalone folder holds a copy of package.json and node_modules: not modules of ours.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  // Suites start child processes and kill them dozens of times; no assertion depends on time.
  testTimeout: 240_000,
  // Two suites at a time (Jest's default on two cores is one): each has its own database, ports and
  // bundle folder, and much of their time is spent waiting on the processes they start and kill.
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/reliability/summary-reporter.mjs'],
});

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
