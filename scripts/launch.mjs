// npm start and the production commands (migrate, backup, member:role…): plain Node, so they run
// where only the production dependencies are installed (`npm ci --omit=dev`; decision 253).
//   node scripts/launch.mjs <npm script> [arguments…]
// With a build of these very sources (scripts/build-stamp.mjs), the command runs compiled from it
// and nothing is built. Otherwise `npm start` builds first, saying why, and the other commands run
// from their TypeScript sources with tsx; without the dev dependencies either is refused with one
// line saying what to run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildProblem, COMMANDS, COMMANDS_DIR } from './build-stamp.mjs';

const root = process.cwd();
const [script, ...args] = process.argv.slice(2);
const name = COMMANDS[script ?? ''];
if (!name) {
  console.error(`launch.mjs: unknown command ${script ?? '(none)'}; one of ${Object.keys(COMMANDS).join(', ')}`);
  process.exit(2);
}

const devTools = (tool) => path.join(root, 'node_modules', '.bin', tool);
const problem = buildProblem(root);

if (problem && script === 'start') {
  if (!existsSync(devTools('next')) || !existsSync(devTools('tsx'))) {
    console.error(`npm start: cannot serve, ${problem}, and building needs the dev dependencies: run \`npm ci && npm run build\`, then \`npm start\`.`);
    process.exit(1);
  }
  console.log(`npm start: building first, because ${problem} (npm run build; a few minutes the first time)…`);
  const built = spawnSync(devTools('tsx'), ['scripts/build-site.ts'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (problem) {
  if (!existsSync(devTools('tsx'))) {
    console.error(`npm run ${script}: ${problem}, and running from the sources needs the dev dependencies: run \`npm ci && npm run build\` first.`);
    process.exit(1);
  }
  // Not built, or built from other sources: the sources as they are, as in development.
  const child = spawn(devTools('tsx'), [path.join('scripts', `${name}.ts`), ...args], { stdio: 'inherit' });
  // A stop asked of this process is asked of the command, which decides how to end; its exit code is ours.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (!problem || script === 'start') {
  // The command reads its arguments from process.argv, as it does when run on its own.
  const compiled = path.join(root, COMMANDS_DIR, `${name}.mjs`);
  process.argv = [process.argv[0], compiled, ...args];
  await import(pathToFileURL(compiled).href);
}
