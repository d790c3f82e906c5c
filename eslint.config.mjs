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

// Browser code may read the zod schemas' types, not the schemas: zod would add ~30 KB to every page.
const zodSchemas = {
  group: ['@/lib/schemas/auth', '@/lib/schemas/member', '@/lib/schemas/client-log', '@/lib/schemas/newsletter', '@/lib/schemas/payments', '@/lib/schemas/comments', 'zod', 'zod/*'],
  allowTypeImports: true,
  message: 'Import only types from zod schemas in browser code (keep the values zod-free, e.g. lib/schemas/credentials.ts).',
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['**/.next/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    files: ['components/**', 'context/**', 'hooks/**', 'lib/api/**', 'lib/auth/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...serverOnly.patterns, zodSchemas] }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
];

export default config;
