// npm run build: everything production needs, so a production machine runs plain Node (decision 253).
//   1. the production commands (the server, migrate, backup…) compiled by esbuild to .next/panui/*.mjs;
//   2. `next build`, whose standalone output (.next/standalone) is the folder a deployment copies,
//      with V8's compile hint on reader pages' first-load scripts (scripts/compile-hints.ts);
//   3. that folder completed: the compiled commands and the files they load from node_modules
//      (traced by @vercel/nft, as Next traces its own), public/, .next/static and the migrations,
//      and a server.js that runs our server instead of Next's bare one (decision 254);
//   4. the stamp `npm start` compares with the sources (scripts/build-stamp.mjs).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nodeFileTrace } from '@vercel/nft';
import { build, type OutputFile } from 'esbuild';
import { COMMANDS, COMMANDS_DIR, STANDALONE_DIR, sourceHashes, writeStamp } from './build-stamp.mjs';
import { addCompileHints } from './compile-hints';

const ROOT = process.cwd();

// Each compiled file finds the build it belongs to from its own place (lib/server/app-files.ts),
// and gets a `require` for the packages that load optional parts with it (pino-pretty).
const BANNER = [
  "import { createRequire as __panuiCreateRequire } from 'node:module';",
  "import { fileURLToPath as __panuiFileURLToPath } from 'node:url';",
  'const require = __panuiCreateRequire(import.meta.url);',
  "globalThis[Symbol.for('panui.appFilesDir')] ??= __panuiFileURLToPath(new URL('../..', import.meta.url));",
].join('\n');

/** The commands bundled in memory (our code in, packages left to node_modules), and the files they were made from. */
async function compileCommands(): Promise<{ outputs: OutputFile[]; inputs: string[] }> {
  const result = await build({
    entryPoints: Object.fromEntries(Object.values(COMMANDS).map((name) => [name, path.join('scripts', `${name}.ts`)])),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Shared code in chunks beside the commands, loaded once, so eight commands cost one copy of lib/.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    outdir: COMMANDS_DIR,
    banner: { js: BANNER },
    tsconfig: 'tsconfig.json',
    metafile: true,
    // Stack traces name our files with NODE_OPTIONS=--enable-source-maps; off by default, it slows the start.
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  return { outputs: result.outputFiles, inputs };
}

function runNextBuild(): void {
  const result = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('next build failed; see the output above.');
    process.exit(1);
  }
}

function writeCommands(outputs: OutputFile[]): void {
  mkdirSync(COMMANDS_DIR, { recursive: true });
  for (const output of outputs) writeFileSync(output.path, output.contents);
}

/**
 * Left out of the trace: Next, which Next's own trace already holds as its server needs it (a
 * trace of `import('next')` would add its dev server and bundlers, 100 MB), and firebase-tools,
 * the development-only Auth emulator, which the server names only to start it when installed.
 */
const NOT_TRACED = /^node_modules\/(next|@next|firebase-tools)\/|node_modules\/\.bin\//;

/** The files under node_modules the compiled commands load, as Next traces the pages' own. */
async function tracedPackageFiles(): Promise<string[]> {
  const commands = readdirSync(COMMANDS_DIR)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(ROOT, COMMANDS_DIR, file));
  const { fileList } = await nodeFileTrace(commands, { base: ROOT, processCwd: ROOT, ignore: (file) => NOT_TRACED.test(file) });
  return [...fileList].filter((file) => file.startsWith('node_modules/'));
}

function copyInto(from: string, to: string): void {
  // Links stay as they are (relative), so the folder still works once copied elsewhere.
  if (existsSync(from)) cpSync(from, path.join(STANDALONE_DIR, to), { recursive: true, verbatimSymlinks: true });
}

const DEPLOYED_SERVER = `// Pānui's server (written by npm run build in place of Next's bare server.js): checks the
// configuration, applies migrations, seeds an empty database, starts the jobs and serves the site,
// as \`npm start\` does in the repository. Start it from anywhere: \`node server.js\`.
import('./.next/panui/run-site.mjs');
`;

/** The deployed folder's own npm scripts, for the commands that now run without tsx. */
function deployedPackageJson(): string {
  const pkg = JSON.parse(readFileSync(path.join(STANDALONE_DIR, 'package.json'), 'utf8')) as Record<string, unknown>;
  const scripts = Object.fromEntries(Object.entries(COMMANDS).map(([script, name]) => [script, name === 'run-site' ? 'node server.js' : `node .next/panui/${name}.mjs`]));
  const { devDependencies: _devDependencies, ...rest } = pkg;
  return `${JSON.stringify({ ...rest, scripts }, null, 2)}\n`;
}

async function completeStandalone(): Promise<void> {
  copyInto('public', 'public');
  copyInto(path.join('.next', 'static'), path.join('.next', 'static'));
  copyInto(path.join('lib', 'server', 'db', 'migrations'), path.join('lib', 'server', 'db', 'migrations'));
  copyInto(COMMANDS_DIR, COMMANDS_DIR);
  for (const file of await tracedPackageFiles()) {
    const target = path.join(STANDALONE_DIR, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(file, target, { verbatimSymlinks: true });
  }
  writeFileSync(path.join(STANDALONE_DIR, 'server.js'), DEPLOYED_SERVER);
  writeFileSync(path.join(STANDALONE_DIR, 'package.json'), deployedPackageJson());
}

function folderMegabytes(dir: string): number {
  const bytes = (entry: string): number => {
    const stat = statSync(entry);
    return stat.isDirectory() ? readdirSync(entry).reduce((sum, name) => sum + bytes(path.join(entry, name)), 0) : stat.size;
  };
  return Math.round(bytes(dir) / 1024 / 1024);
}

async function main() {
  const started = Date.now();
  // Compiled first, so the stamp holds the sources as they were when the build began: an edit
  // made while it runs leaves the build stale, as it should.
  const { outputs, inputs } = await compileCommands();
  const env = { ...process.env };
  const files = sourceHashes(ROOT, inputs);
  rmSync(COMMANDS_DIR, { recursive: true, force: true });
  runNextBuild();
  addCompileHints('.next');
  writeCommands(outputs);
  await completeStandalone();
  writeStamp(ROOT, { files, commandFiles: inputs, env });
  console.log(
    `Build ready in ${Math.round((Date.now() - started) / 1000)} s: \`npm start\` serves it; ${STANDALONE_DIR} (${folderMegabytes(STANDALONE_DIR)} MB) is the folder to deploy (node server.js).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
