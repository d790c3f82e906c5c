import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// apiRoute reads the body itself; if Next's body parser has already read it, the request waits
// for a stream that never ends (the preview-link call hung this way). Next needs the export literal.
// A streamed download may also lift Next's 4 MB response warning (responseLimit: false).
const apiDir = path.join(process.cwd(), 'pages', 'api');

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

describe('API routes built with apiRoute', () => {
  const wrapped = routeFiles(apiDir).filter((file) => /\bapiRoute\(/.test(readFileSync(file, 'utf8')));

  it('are found', () => {
    expect(wrapped.length).toBeGreaterThan(20);
  });

  it.each(wrapped.map((file) => [path.relative(apiDir, file)]))('%s turns off Next’s body parser', (relative) => {
    expect(readFileSync(path.join(apiDir, relative), 'utf8')).toMatch(/export const config = \{ api: \{ bodyParser: false(, responseLimit: false)? \} \};/);
  });
});
