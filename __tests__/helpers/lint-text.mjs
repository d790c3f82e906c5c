// Lints texts as if they were files at the given paths, with the project's eslint.config.mjs.
// Run as its own Node process: ESLint imports its config with import(), which Jest's module
// sandbox cannot do. Reads [{ code, filePath }] as JSON on stdin, writes one list of
// { ruleId, message } per case to stdout.
import { ESLint } from 'eslint';

const read = async () => {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text);
};

const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { code, filePath } of await read()) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
