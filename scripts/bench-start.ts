// npm run bench:start [-- --runs 3]: how long `npm start` takes on a current build (docs/performance.md).
// Each run starts the launcher as `npm start` does, on one seeded data folder, and polls every 50 ms
// until the home page answers 200 ("serving") and until /api/health/ready does ("ready": with the
// Auth emulator that includes it). CPU is user + system time of the whole process group, from /proc.
// Rows: production settings (an Auth emulator already running elsewhere, as real Firebase would be),
// and the README's defaults (this process starts the emulator). With DATABASE_URL, on that Postgres.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './free-port';
import { buildProblem } from './build-stamp.mjs';

const TICKS_PER_SECOND = 100;

function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // After the command: state, ppid, pgrp, … utime (14th field of the whole line) and stime (15th).
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

interface Run {
  serving: number;
  ready: number;
  cpu: number;
}

async function startOnce(env: NodeJS.ProcessEnv, port: number, timeoutMs = 600_000): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'start'], { env: { ...env, PORT: String(port) }, detached: true, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const seconds = () => (performance.now() - started) / 1000;
  let serving = 0;
  let cpu = 0;
  try {
    while (!serving) {
      if (child.exitCode !== null || seconds() * 1000 > timeoutMs) throw new Error(`npm start did not serve (exit ${child.exitCode})`);
      if (await answers(`http://127.0.0.1:${port}/`)) {
        serving = seconds();
        cpu = groupCpuSeconds(child.pid!);
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    while (!(await answers(`http://127.0.0.1:${port}/api/health/ready`))) await new Promise((resolve) => setTimeout(resolve, 50));
    return { serving, ready: seconds(), cpu };
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    // The server's children (the emulator) stop with it; give them their moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  const problem = buildProblem(process.cwd());
  if (problem) throw new Error(`build first (npm run build): ${problem}`);
  const work = mkdtempSync(path.join(tmpdir(), 'panui-bench-start-'));
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: work, SEED_PICTURES: 'false', LOG_LEVEL: 'warn' };
  try {
    const [authPort, emulatorPort] = [await freePort(), await freePort()];
    // Seeds the folder, and starts an emulator that the production rows use from outside, as they would Firebase.
    const { startAuthEmulator } = await import('./auth-emulator');
    const emulator = await startAuthEmulator({ dataDir: path.join(work, 'outside'), port: authPort, projectId: 'demo-panui', persist: false });
    const first = await startOnce({ ...base, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }, await freePort());
    console.log(`first start, seeding an empty ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'} database: serving after ${first.serving.toFixed(1)} s`);
    const production: Run[] = [];
    const readmeDefaults: Run[] = [];
    // Interleaved, so a busy moment on the machine falls on both rows.
    for (let i = 0; i < runs; i += 1) {
      production.push(await startOnce({ ...base, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }, await freePort()));
      readmeDefaults.push(await startOnce({ ...base, AUTH_EMULATOR_PORT: String(emulatorPort) }, await freePort()));
    }
    const rows: [string, Run[]][] = [
      ['production settings (Auth elsewhere)', production],
      ['README defaults (starts the Auth emulator)', readmeDefaults],
    ];
    await emulator.stop();
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    console.log('| later starts on the same data | serving (s) | ready (s) | CPU at serving (s) |\n| --- | --- | --- | --- |');
    for (const [name, measured] of rows) {
      console.log(`| ${name} | ${list(measured.map((r) => r.serving))} | ${list(measured.map((r) => r.ready))} | ${list(measured.map((r) => r.cpu))} |`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
