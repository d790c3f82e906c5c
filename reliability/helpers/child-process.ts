import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';

const bundles = new Map<string, Promise<string>>();

/**
 * The script bundled into one ES module (packages left to node_modules): a start then skips tsx's
 * loader and a few hundred file lookups, which matters when a suite starts it 60 times.
 */
function bundled(script: string): Promise<string> {
  let bundle = bundles.get(script);
  if (!bundle) {
    // Inside node_modules, so the bundle's imports of packages resolve as the sources' do; a
    // folder per test process, so runs side by side never remove each other's bundles.
    const dir = path.join('node_modules/.cache/panui-reliability', String(process.pid));
    if (bundles.size === 0) process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const outfile = path.join(dir, `${path.basename(script, '.ts')}.mjs`);
    bundle = build({ entryPoints: [script], bundle: true, platform: 'node', format: 'esm', packages: 'external', tsconfig: 'tsconfig.json', outfile, logLevel: 'warning' }).then(() => outfile);
    bundles.set(script, bundle);
  }
  return bundle;
}

export interface LineProcess {
  /** The first line the process printed (its "ready" line), parsed. */
  ready: Record<string, unknown>;
  /** Sends one JSON command; answers the process's next line, or rejects if it dies first. */
  send(command: unknown): Promise<Record<string, unknown>>;
  /** The signal or exit code the process ended with. */
  exited: Promise<NodeJS.Signals | number | null>;
  stderr(): string;
  pid: number;
}

/**
 * Starts a TypeScript script (bundled) that speaks one JSON line per command on stdin/stdout
 * (reliability/harness/*), and waits for its first line.
 */
export async function startLineProcess(script: string, env: Record<string, string | undefined>, onLine?: (line: Record<string, unknown>) => void): Promise<LineProcess> {
  const merged = Object.entries({ ...process.env, NODE_ENV: 'test', ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const child = spawn(process.execPath, [await bundled(script)], { env: Object.fromEntries(merged) as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A write to a killed process's stdin fails with EPIPE; the exit is what the suite looks at.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const waiting: ((line: string | null) => void)[] = [];
  const lines: string[] = [];
  let readySeen = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    // After the ready line, a process that reports on its own hands every line to onLine.
    if (onLine && readySeen) return onLine(JSON.parse(line));
    readySeen = true;
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  void exited.then(() => waiting.splice(0).forEach((resolve) => resolve(null)));
  let ended = false;
  void exited.then(() => (ended = true));
  const nextLine = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const take = (line: string | null) => (line === null ? reject(new Error(`process ended (${script}):\n${stderr}`)) : resolve(JSON.parse(line)));
      const buffered = lines.shift();
      if (buffered !== undefined) take(buffered);
      else if (ended) take(null);
      else waiting.push(take);
    });
  const ready = await nextLine();
  return {
    ready,
    send(command) {
      child.stdin.write(`${JSON.stringify(command)}\n`);
      return nextLine();
    },
    exited,
    stderr: () => stderr,
    pid: child.pid!,
  };
}
