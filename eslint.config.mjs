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
  group: ['@/lib/schemas/auth', '@/lib/schemas/member', '@/lib/schemas/client-log', '@/lib/schemas/newsletter', '@/lib/schemas/payments', '@/lib/schemas/comments', '@/lib/schemas/desk-members', '@/lib/schemas/desk-audit', '@/lib/schemas/member-actions', '@/lib/schemas/desk-revenue', '@/lib/schemas/desk-exports', 'zod', 'zod/*'],
  allowTypeImports: true,
  message: 'Import only types from zod schemas in browser code (keep the values zod-free, e.g. lib/schemas/credentials.ts).',
};

// Layers point down: components → context/hooks → lib. What two layers share lives in lib.
const upToComponents = {
  group: ['@/components', '@/components/*', '**/components', '**/components/*'],
  message: 'hooks and context sit below components: move what they share into lib/.',
};
const upFromLib = {
  group: ['@/components/*', '@/context/*', '@/hooks/*', '**/components/*', '**/context/*', '**/hooks/*'],
  message: 'lib sits below components, context and hooks: move what they share into lib/.',
};

// Browser code is everything else, so a new browser folder is covered without a change here.
// Pages stay outside: Next strips getServerSideProps (the one place a page uses lib/server) from
// the browser's bundle. instrumentation.ts is Next's server start-up hook.
const notBrowserCode = ['lib/server/**', 'pages/**', 'scripts/**', 'bench/**', '__tests__/**', 'reliability/**', 'e2e/**', '*.config.*', 'instrumentation.ts'];

// For one file the last matching block's options win, so every block repeats serverOnly.
const browserImports = (files, patterns) => ({
  files,
  ignores: notBrowserCode,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...serverOnly.patterns, ...patterns] }] },
});

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
  browserImports(['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'], []),
  browserImports(['lib/**'], [upFromLib]),
  browserImports(['components/**'], [zodSchemas]),
  browserImports(['context/**', 'hooks/**'], [zodSchemas, upToComponents]),
  browserImports(['lib/api/**', 'lib/auth/**'], [zodSchemas, upFromLib]),
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
