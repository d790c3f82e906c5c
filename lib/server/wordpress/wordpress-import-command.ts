import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { AppError } from '../http/errors';
import { type ImportSummary, importWordPress, type WordPressImportDeps } from './wordpress-import-service';
import { slugify } from './wordpress-text';
import { parseWxr } from './wxr-parser';

export const USAGE =
  'Usage: npm run import:wordpress -- <export.xml> [--dry-run] [--status draft] [--default-category news] [--pages-category <slug>] [--uploads-dir <wp-content/uploads copy>] [--image-timeout <seconds>]';

export interface CommandIo {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Exit codes: 0 imported (even with skipped posts or failed pictures), 1 the file could not be imported, 2 wrong arguments. */
export async function runWordPressImportCommand(argv: string[], deps: WordPressImportDeps, io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        status: { type: 'string' },
        'default-category': { type: 'string', default: 'news' },
        'pages-category': { type: 'string' },
        'uploads-dir': { type: 'string' },
        'image-timeout': { type: 'string' },
      },
    });
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const timeoutSeconds = values['image-timeout'] === undefined ? undefined : Number(values['image-timeout']);
  const problem =
    positionals.length !== 1
      ? 'Name one export file.'
      : values.status !== undefined && values.status !== 'draft'
        ? '--status takes only "draft".'
        : !slugify(values['default-category'] ?? '')
          ? '--default-category needs a category slug.'
          : timeoutSeconds !== undefined && !(timeoutSeconds > 0)
            ? '--image-timeout takes a number of seconds.'
            : null;
  if (problem) {
    io.error(`${problem}\n${USAGE}`);
    return 2;
  }

  let xml: string;
  try {
    xml = await readFile(positionals[0]!, 'utf8');
  } catch (error) {
    io.error(`Cannot read ${positionals[0]}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 1;
  }
  let wxr;
  try {
    wxr = parseWxr(xml);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.error(error.message);
    return 1;
  }
  xml = ''; // the parsed export is all that is kept

  const started = Date.now();
  const summary = await importWordPress(
    { ...deps, images: { ...deps.images, ...(values['uploads-dir'] ? { uploadsDir: values['uploads-dir'] } : {}), ...(timeoutSeconds ? { timeoutMs: timeoutSeconds * 1000 } : {}) } },
    wxr,
    {
      defaultCategory: values['default-category']!,
      pagesCategory: values['pages-category'],
      status: values.status === 'draft' ? 'draft' : undefined,
      dryRun: values['dry-run'] ?? false,
      onProgress: (done, total) => io.log(`${done}/${total} posts…`),
    },
  );
  for (const line of describeSummary(summary, Date.now() - started)) io.log(line);
  return 0;
}

/** The end-of-run report: counts first, then every post or picture that needs a person's look. */
export function describeSummary(summary: ImportSummary, elapsedMs: number): string[] {
  const seconds = (elapsedMs / 1000).toFixed(1);
  const lines = [
    summary.dryRun
      ? `Dry run (nothing written): ${summary.posts} posts in ${seconds} s: ${summary.created} new, ${summary.unchanged} imported before (a real run rewrites those changed since), ${summary.skipped.length} skipped.`
      : `${summary.posts} posts in ${seconds} s: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.skipped.length} skipped.`,
    `Pictures: ${summary.images.imported} read and stored (a picture already in the library is kept once), ${summary.images.failed.length} failed; ${summary.droppedInlineImages} inline images not in the export's media were left out. Old URLs: ${summary.redirects} redirects added.`,
  ];
  const ignored = Object.entries(summary.ignoredItems);
  if (ignored.length) lines.push(`Ignored: ${ignored.map(([type, count]) => `${count} ${type}`).join(', ')}.`);
  for (const { title, reason } of summary.skipped) lines.push(`Skipped "${title}": ${reason}.`);
  for (const { title, from, to } of summary.renamedSlugs) lines.push(`Slug taken: "${title}" is ${to} (not ${from}).`);
  for (const { title, url, reason } of summary.images.failed) lines.push(`Picture failed for "${title}"${url ? ` (${url})` : ''}: ${reason}.`);
  for (const path of summary.redirectConflicts) lines.push(`Old URL ${path} already leads to another story; left as it was.`);
  return lines;
}
