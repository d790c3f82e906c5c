import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

// A CSS module is meant to style only its own component, but Turbopack accepts a rule without a
// class of the module (`button:disabled`) and applies it to every page that loads the module.
// webpack's css-loader calls such a selector impure and fails the build; this holds us to that.

const root = path.join(__dirname, '../..');
const moduleFiles = execFileSync('git', ['ls-files', '*.module.css'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The selectors of `css` that name no local class or id (keyframe steps aside). */
function globalSelectors(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors) {
      const local = selector.replace(/:global\([^)]*\)/g, '').replace(/\[[^\]]*\]/g, '');
      if (!/[.#][_a-zA-Z-]/.test(local)) found.push(selector);
    }
  });
  return found;
}

describe('CSS modules', () => {
  it('finds a rule that would style the whole page', () => {
    expect(globalSelectors('.row button { color: red }\nbutton:disabled, input { opacity: 0.6 }\n:global(body) .x {}\n@keyframes spin { from { opacity: 0 } }')).toEqual(['button:disabled', 'input']);
  });

  it.each(moduleFiles)('%s styles only its own classes', (file) => {
    expect(globalSelectors(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
