import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints';

describe('addCompileHints', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'panui-hints-'));
    write(
      'build-manifest.json',
      JSON.stringify({
        rootMainFiles: [],
        pages: {
          '/_app': ['static/chunks/framework.js', 'static/chunks/app.css'],
          '/[category]/[date]/[slug]': ['static/chunks/article.js', 'static/chunks/runtime.js'],
          '/desk': ['static/chunks/desk-home.js', 'static/chunks/runtime.js'],
          '/desk/stories/[id]': ['static/chunks/editor.js', 'static/chunks/runtime.js'],
          '/desktop-guide': ['static/chunks/desktop-guide.js'],
        },
      }),
    );
    for (const name of ['framework', 'article', 'runtime', 'desk-home', 'editor', 'desktop-guide']) write(`static/chunks/${name}.js`, `/* ${name} */ run();`);
    write('static/chunks/app.css', 'body{margin:0}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hints every script a reader page loads first, and leaves the desk’s own scripts and the styles as they were', () => {
    expect(addCompileHints(dir)).toBe(4);
    for (const name of ['framework', 'article', 'runtime', 'desktop-guide']) expect(read(`static/chunks/${name}.js`)).toBe(`${COMPILE_HINT}/* ${name} */ run();`);
    for (const name of ['desk-home', 'editor']) expect(read(`static/chunks/${name}.js`)).toBe(`/* ${name} */ run();`);
    expect(read('static/chunks/app.css')).toBe('body{margin:0}');
  });

  it('writes the hint once however often the build step runs', () => {
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(read('static/chunks/article.js')).toBe(`${COMPILE_HINT}/* article */ run();`);
  });
});
