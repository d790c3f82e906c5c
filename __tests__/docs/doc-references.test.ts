import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// "SPEC §5" in a comment means the heading "## 5. …" of docs/spec.md, "DESIGN §4" one of
// docs/design.md; "SPEC §4, §6" and "SPEC §5 and §8" name two sections of the same document.
const root = process.cwd();
const scanned = ['pages', 'components', 'context', 'hooks', 'lib', 'scripts', '__tests__', 'reliability', 'e2e', 'bench', 'docs', 'styles'];
const scannedFiles = ['README.md', '.env.example', 'eslint.config.mjs', 'next.config.ts', 'jest.config.mjs', 'playwright.config.ts'];
const documents = { SPEC: 'docs/spec.md', DESIGN: 'docs/design.md' } as const;
type Document = keyof typeof documents;

const sourceFile = /\.(ts|tsx|mts|mjs|js|cjs|css|md|json|sql|yml|yaml)$/;
const skippedFolders = new Set(['node_modules', '.next', 'coverage', 'test-results', 'playwright-report', 'data']);

const filesUnder = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(relative);
    return sourceFile.test(entry.name) ? [relative] : [];
  });

const exists = (relative: string) => existsSync(path.join(root, relative));

const section = String.raw`§(\d+(?:\.\d+)*)`;
const reference = new RegExp(String.raw`\b(SPEC|DESIGN)\s*${section}((?:\s*(?:,|and|or|/|&)\s*${section})*)`, 'g');
const followingSection = new RegExp(section, 'g');

type Reference = { document: Document; section: string; where: string };

const referencesIn = (relative: string): Reference[] =>
  readFileSync(path.join(root, relative), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(reference)].flatMap(([, document, first, rest]) =>
        [first, ...[...(rest ?? '').matchAll(followingSection)].map((match) => match[1])].map((number) => ({
          document: document as Document,
          section: number ?? '',
          where: `${relative}:${index + 1}`,
        })),
      ),
    );

/** "## 5. Validation rules" → "5"; "### 4.2 Sessions" → "4.2". */
const headingsOf = (relative: string) =>
  new Set(
    readFileSync(path.join(root, relative), 'utf8')
      .split('\n')
      .map((line) => /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line)?.[1])
      .filter((number): number is string => Boolean(number)),
  );

describe('SPEC § and DESIGN § references', () => {
  const references = [...scanned.filter(exists).flatMap(filesUnder), ...scannedFiles.filter(exists)].flatMap(referencesIn);

  it.each(Object.entries(documents))('%s is a document in the repository (%s)', (_name, file) => {
    expect(exists(file)).toBe(true);
  });

  it('are found in the code, so the check below checks something', () => {
    expect(references.filter((found) => found.document === 'SPEC').length).toBeGreaterThan(0);
    expect(references.filter((found) => found.document === 'DESIGN').length).toBeGreaterThan(0);
  });

  it('each name a numbered heading of docs/spec.md or docs/design.md', () => {
    const headings = { SPEC: headingsOf(documents.SPEC), DESIGN: headingsOf(documents.DESIGN) };
    const unresolved = references.filter((found) => !headings[found.document].has(found.section)).map((found) => `${found.where}: ${found.document} §${found.section}`);
    expect(unresolved).toEqual([]);
  });
});
