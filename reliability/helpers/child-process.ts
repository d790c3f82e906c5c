import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

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
 * Starts a TypeScript script under tsx that speaks one JSON line per command on stdin/stdout
 * (reliability/harness/*), and waits for its first line.
 */
export async function startLineProcess(script: string, env: Record<string, string | undefined>): Promise<LineProcess> {
  const merged = Object.entries({ ...process.env, NODE_ENV: 'test', ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: Object.fromEntries(merged), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A write to a killed process's stdin fails with EPIPE; the exit is what the suite looks at.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const waiting: ((line: string | null) => void)[] = [];
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
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
