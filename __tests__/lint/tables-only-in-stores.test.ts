import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The ESLint rule of decision 125, run as `npm run lint` runs it, on source planted at a path.
function lintAt(filePath: string, source: string): { ruleIds: string[] } {
  const eslint = path.join(process.cwd(), 'node_modules/.bin/eslint');
  const run = spawnSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', filePath], { input: source, encoding: 'utf8' });
  const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return { ruleIds: (report?.messages ?? []).map((message) => message.ruleId ?? 'fatal') };
}

// Many paths in one ESLint process: starting ESLint costs seconds each time.
function lintEachAt(filePaths: string[], source: string): Record<string, string[]> {
  const script = `import { ESLint } from 'eslint';
const eslint = new ESLint();
const result = {};
for (const filePath of JSON.parse(process.argv[1])) {
  const [report] = await eslint.lintText(process.env.PLANTED_SOURCE, { filePath });
  result[filePath] = (report?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}
console.log(JSON.stringify(result));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(filePaths)], { encoding: 'utf8', env: { ...process.env, PLANTED_SOURCE: source } });
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

const RULE = '@typescript-eslint/no-restricted-imports';
const queryImport = "import { eq } from 'drizzle-orm';\nimport { members } from '../db/schema/members';\n\nexport const byUid = (uid: string) => [members, eq(members.uid, uid)];\n";

describe('only stores touch tables', () => {
  it('refuses a Drizzle query builder and a table in a service, a route and a script', () => {
    expect(lintAt('lib/server/members/planted-service.ts', queryImport).ruleIds).toEqual([RULE, RULE]);
    expect(lintAt('pages/api/planted.ts', "import { sql } from 'drizzle-orm';\n\nexport const one = sql`1`;\n").ruleIds).toEqual([RULE]);
    expect(lintAt('scripts/planted.ts', "import { schema } from '@/lib/server/db/tables';\n\nexport const all = schema;\n").ruleIds).toEqual([RULE]);
  }, 60_000);

  it('refuses them in the content services too: their queries live in content stores', () => {
    const services = ['article-service', 'article-list-service', 'author-list-service', 'feed-service', 'podcast-service', 'quiz-service', 'related-article-service', 'search-service', 'section-list-service', 'sitemap-service', 'cached-content'];
    const paths = services.map((file) => `lib/server/content/${file}.ts`);
    const ruleIds = lintEachAt([...paths, 'lib/server/content/article-store.ts'], queryImport);
    expect(ruleIds).toEqual({ ...Object.fromEntries(paths.map((path) => [path, [RULE, RULE]])), 'lib/server/content/article-store.ts': [] });
  }, 60_000);

  it('lets a store and lib/server/db query, and anyone import the types', () => {
    expect(lintAt('lib/server/members/planted-store.ts', queryImport).ruleIds).toEqual([]);
    expect(lintAt('lib/server/db/planted.ts', "import { sql } from 'drizzle-orm';\n\nexport const one = sql`1`;\n").ruleIds).toEqual([]);
    expect(lintAt('lib/server/members/planted-service.ts', "import type { SQL } from 'drizzle-orm';\n\nexport type Where = SQL;\n").ruleIds).toEqual([]);
  }, 60_000);
});
