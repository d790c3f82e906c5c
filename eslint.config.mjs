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

// Stores are the only code that touches tables (decision 125): elsewhere on the server no Drizzle
// query builder and no table object is imported; types (SQL, InferSelectModel…) are fine.
const tablesOnlyInStores = {
  patterns: [
    { regex: '^drizzle-orm($|/)', allowTypeImports: true, message: 'Only stores (lib/server/**/*-store.ts) and lib/server/db/ query the database: call a store.' },
    { regex: '(^|/)db/(schema(/|$)|tables$)', allowTypeImports: true, message: 'Only stores (lib/server/**/*-store.ts) and lib/server/db/ touch tables: call a store.' },
  ],
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
    files: ['lib/server/**/*.ts', 'pages/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [
      'lib/server/**/*store*.ts',
      'lib/server/db/**',
      // The seed bulk-loads the fixture content in batches; content has no write path in the services
      // (a newsroom's CMS would own it), so there is no store to go through.
      'lib/server/seed/**',
      'scripts/seed.ts',
      // The sandbox stands in for Stripe, whose own records (cards, charges) it keeps in its tables.
      'lib/server/providers/payments/sandbox-payment-provider.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', tablesOnlyInStores] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
];

export default config;
