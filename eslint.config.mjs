import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const serverOnly = {
  patterns: [
    {
      group: ['@/lib/server', '@/lib/server/*', '**/lib/server', '**/lib/server/*'],
      message: 'Server-only code (lib/server) must not be imported by browser code.',
    },
  ],
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    files: ['components/**', 'context/**', 'hooks/**', 'lib/api/**'],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
];

export default config;
