import { execFileSync } from 'node:child_process';
import path from 'node:path';

type LintCase = { code: string; filePath: string };
type LintMessage = { ruleId: string | null; message: string };

// The real eslint.config.mjs, asked about files that do not exist: lintText only needs a path to
// pick the config blocks that apply. One child process lints every case (see lint-text.mjs).
const lintAll = (cases: LintCase[]): LintMessage[][] =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, '../helpers/lint-text.mjs')], {
      input: JSON.stringify(cases),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  );

const importingServer = [
  "import { createServices } from '@/lib/server/container';",
  "import type { ArticleDetail } from '@/lib/server/content/article-service';",
  'export const planted: unknown = [createServices, {} as ArticleDetail];',
  '',
].join('\n');
const importingServerRelatively = "export { config } from '../../lib/server/config';\n";
const importingComponent = "import type { ArticleBodyProps } from '@/components/article/ArticleBody';\nexport type Planted = ArticleBodyProps;\n";
const importingHookAndContext = "import { useAuth } from '@/hooks/useAuth';\nimport { AuthContext } from '@/context/AuthProvider';\nexport const planted = [useAuth, AuthContext];\n";
const componentImportingDown = [
  "import { useAuth } from '@/hooks/useAuth';",
  "import { AuthContext } from '@/context/AuthProvider';",
  "import { ArticleBody } from '@/components/article/ArticleBody';",
  'export const planted = [useAuth, AuthContext, ArticleBody];',
  '',
].join('\n');

const browserFiles = [
  'components/x/Planted.tsx',
  'context/PlantedProvider.tsx',
  'hooks/usePlanted.ts',
  'lib/api/planted.ts',
  'lib/articles/planted.ts',
  'lib/donation/planted.ts',
  'lib/brand-new-folder/planted.ts',
  'styles/planted.ts',
];
const serverFiles = ['lib/server/members/planted-service.ts', 'pages/api/tsom/planted.ts', 'pages/planted.tsx', 'scripts/planted.ts', '__tests__/lib/planted.test.ts', 'reliability/planted.test.ts'];
const belowComponents = ['hooks/usePlanted.ts', 'context/PlantedProvider.tsx', 'lib/articles/planted.ts', 'lib/auth/planted.ts'];

const cases: LintCase[] = [
  ...browserFiles.map((filePath) => ({ code: importingServer, filePath })),
  { code: importingServerRelatively, filePath: 'components/x/Planted.tsx' },
  ...serverFiles.map((filePath) => ({ code: importingServer, filePath })),
  ...belowComponents.map((filePath) => ({ code: importingComponent, filePath })),
  { code: importingHookAndContext, filePath: 'lib/auth/planted.ts' },
  { code: componentImportingDown, filePath: 'components/x/Planted.tsx' },
];

let results: Map<LintCase, LintMessage[]>;
beforeAll(() => {
  const messages = lintAll(cases);
  results = new Map(cases.map((lintCase, index) => [lintCase, messages[index] ?? []]));
}, 120_000);

const restrictedImportErrors = (code: string, filePath: string) => {
  const lintCase = cases.find((candidate) => candidate.code === code && candidate.filePath === filePath);
  if (!lintCase) throw new Error(`no lint case for ${filePath}`);
  return (results.get(lintCase) ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
};

describe('browser code cannot import lib/server', () => {
  it.each(browserFiles)('refuses both imports, the type-only one too, in %s', (filePath) => {
    const errors = restrictedImportErrors(importingServer, filePath);
    expect(errors).toHaveLength(2);
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('Server-only code (lib/server)'), expect.stringContaining('Server-only code (lib/server)')]);
  });

  it('refuses a relative path into lib/server as well', () => {
    expect(restrictedImportErrors(importingServerRelatively, 'components/x/Planted.tsx')).toHaveLength(1);
  });

  it.each(serverFiles)('allows the same text in %s', (filePath) => {
    expect(restrictedImportErrors(importingServer, filePath)).toEqual([]);
  });
});

describe('imports point down the layers', () => {
  it.each(belowComponents)('refuses a component import in %s', (filePath) => {
    const errors = restrictedImportErrors(importingComponent, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('move what they share into lib/');
  });

  it('refuses a hook or a context in lib', () => {
    expect(restrictedImportErrors(importingHookAndContext, 'lib/auth/planted.ts')).toHaveLength(2);
  });

  it('lets components use hooks, context and other components', () => {
    expect(restrictedImportErrors(componentImportingDown, 'components/x/Planted.tsx')).toEqual([]);
  });
});
