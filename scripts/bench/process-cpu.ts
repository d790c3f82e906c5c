// CPU time of a server, read from /proc: user + system time of every thread of every process in its
// tree (the main thread, V8's garbage-collector and compiler threads, libuv's pool, PGlite's
// WebAssembly), so the cost of a request is counted wherever it ran.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return []; // the process has exited
  }
}

/** [command name, user + system CPU ms] of one process, all its threads; null once it has exited. */
function processCpu(pid: number): [string, number] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the name: state is field 3, utime 14 and stime 15 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [name, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND];
  } catch {
    return null;
  }
}

/**
 * CPU ms used so far by `pid` and its descendants, leaving out the processes whose name matches
 * `skip` (the site's Auth emulator, a Java process that the page requests never reach).
 */
export function treeCpuMs(pid: number, skip = /^java$/): number {
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const next = queue.pop() as number;
    const cpu = processCpu(next);
    if (cpu && !skip.test(cpu[0])) total += cpu[1];
    queue.push(...children(next));
  }
  return total;
}
